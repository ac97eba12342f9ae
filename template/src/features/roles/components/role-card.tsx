import { Copy, PencilLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarGroup } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Tooltip } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format';
import type { Member, Role } from '../types';

/** How many faces a card shows before "+N". */
const shownFaces = 4;

export interface RoleCardProps {
  role: Role;
  members: readonly Member[];
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One role: how many people hold it and a few of their faces, its name, and its actions. */
export function RoleCard({ role, members, onEdit, onDuplicate, onDelete }: RoleCardProps) {
  const { t } = useTranslation('roles');
  const extra = members.length - shownFaces;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="role-card" aria-labelledby={`role-${role.id}`}>
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted-foreground">{t('cards.users', { count: members.length })}</span>
        <AvatarGroup>
          {members.slice(0, shownFaces).map((m) => (
            <Avatar key={m.id} src={m.avatar || undefined} alt={m.name} size="sm" />
          ))}
          {extra > 0 && (
            <Avatar size="sm" variant="solid" color="secondary" alt="" fallback={`+${formatNumber(extra)}`} />
          )}
        </AvatarGroup>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`role-${role.id}`} className="text-lg font-semibold">
          {role.name}
        </h2>
        {role.locked && (
          <Chip size="sm" color="warning">
            {t('cards.locked')}
          </Chip>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('cards.rules', { count: role.rules.length })}</p>
      <div className="mt-auto flex items-center gap-1">
        <Button variant="text" size="sm" onClick={onEdit} aria-label={t('cards.editOne', { name: role.name })}>
          <PencilLine aria-hidden />
          {t('cards.edit')}
        </Button>
        <Tooltip content={t('cards.duplicate')}>
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            onClick={onDuplicate}
            aria-label={t('cards.duplicateOne', { name: role.name })}
          >
            <Copy aria-hidden />
          </Button>
        </Tooltip>
        {!role.locked && (
          <Tooltip content={t('cards.delete')}>
            <Button
              variant="ghost"
              color="error"
              size="icon-sm"
              onClick={onDelete}
              aria-label={t('cards.deleteOne', { name: role.name })}
            >
              <Trash2 aria-hidden />
            </Button>
          </Tooltip>
        )}
      </div>
    </Card>
  );
}
