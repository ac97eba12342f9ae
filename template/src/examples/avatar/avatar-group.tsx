/** Avatars fall back to initials; a group overlaps them and mirrors in right-to-left layouts. */
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarGroup } from '@/components/ui/avatar';

const team = [
  { name: 'Nora Kim', color: 'primary' },
  { name: 'Sam Patel', color: 'success' },
  { name: 'Lea Fischer', color: 'info' },
  { name: 'Ines Costa', color: 'warning' },
] as const;

export function AvatarGroupExample() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-6">
      <AvatarGroup>
        {team.map((person) => (
          <Avatar key={person.name} alt={person.name} color={person.color} />
        ))}
      </AvatarGroup>
      <div className="flex items-center gap-3">
        <Avatar alt="Omar Haddad" size="lg" variant="solid" />
        <div className="flex flex-col">
          <span className="text-sm font-semibold">Omar Haddad</span>
          <span className="text-xs text-muted-foreground">{t('avatar.demo.admin')}</span>
        </div>
      </div>
    </div>
  );
}
