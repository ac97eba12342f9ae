/** Solid, tonal and outline frames for initials and icons. */
import { Avatar } from '@/components/ui/avatar';

export function AvatarVariants() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar alt="Nora Kim" variant="solid" />
      <Avatar alt="Nora Kim" variant="tonal" />
      <Avatar alt="Nora Kim" variant="outline" />
      <Avatar alt="Omar Haddad" variant="solid" color="success" />
      <Avatar alt="Omar Haddad" variant="tonal" color="success" />
      <Avatar alt="Omar Haddad" variant="outline" color="success" />
    </div>
  );
}
