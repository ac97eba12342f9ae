import { Eye, PencilLine, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { User } from '../types';
import { userProfileHref } from './user-links';

export interface UserRowActionsProps {
  user: Pick<User, 'id' | 'name'>;
  /** Asks the list to confirm and delete this user. */
  onDelete: () => void;
  /** More row actions, before Delete (the screen's role menu). */
  children?: ReactNode;
}

/** View profile, edit (the settings tab), the screen's extras and delete; each name says whom it acts on. */
export function UserRowActions({ user, onDelete, children }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const iconLink = buttonClasses({ variant: 'ghost', color: 'secondary', size: 'icon-sm' });
  return (
    <div className="flex items-center gap-1">
      <Tooltip content={t('actions.view')}>
        <Link to={userProfileHref(user.id)} className={iconLink} aria-label={t('actions.viewOne', { name: user.name })}>
          <Eye aria-hidden />
        </Link>
      </Tooltip>
      <Tooltip content={t('actions.edit')}>
        <Link
          to={userProfileHref(user.id, 'settings')}
          className={iconLink}
          aria-label={t('actions.editOne', { name: user.name })}
        >
          <PencilLine aria-hidden />
        </Link>
      </Tooltip>
      {children}
      <Tooltip content={t('actions.delete')}>
        <Button
          id={`user-delete-${user.id}`}
          variant="ghost"
          color="error"
          size="icon-sm"
          aria-label={t('actions.deleteOne', { name: user.name })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}
