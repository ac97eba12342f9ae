import { UserCog } from 'lucide-react';
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
  roleId: number | null;
  roles: readonly Pick<Role, 'id' | 'name'>[];
  onChange: (roleId: number) => void;
  disabled?: boolean;
  /** The trigger's accessible name ("Change the role of Ada") and the menu's heading ("Role"). */
  labels: { trigger: string; heading: string };
}

/** A row's "Change role" menu: the roles as radio items, the current one ticked (texts from the caller's namespace). */
export function RoleMenu({ roleId, roles, onChange, disabled, labels }: RoleMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" color="secondary" size="icon-sm" disabled={disabled} aria-label={labels.trigger}>
          <UserCog aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{labels.heading}</DropdownMenuLabel>
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
