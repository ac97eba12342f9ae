import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Role } from '../types';

export interface RoleMenuProps {
  /** Whose role it sets (the trigger's name says so). */
  name: string;
  roleId: number | null;
  roles: readonly Pick<Role, 'id' | 'name'>[];
  onChange: (roleId: number) => void;
  disabled?: boolean;
}

/** A row's "Change role" menu: the roles as radio items, the current one ticked. */
export function RoleMenu({ name, roleId, roles, onChange, disabled }: RoleMenuProps) {
  const { t } = useTranslation('roles');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          color="secondary"
          size="icon-sm"
          disabled={disabled}
          aria-label={t('members.changeOne', { name })}
        >
          <UserCog aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{t('members.change')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={roleId === null ? '' : String(roleId)}
          onValueChange={(v) => onChange(Number(v))}
        >
          {roles.map((role) => (
            <DropdownMenuRadioItem key={role.id} value={String(role.id)}>
              {role.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
