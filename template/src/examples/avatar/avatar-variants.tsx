/** Solid, tonal and outline frames for initials and icons. */
import { Avatar } from '@/components/ui/avatar';

export function AvatarVariants() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar alt="Maya Ortiz" variant="solid" />
      <Avatar alt="Maya Ortiz" variant="tonal" />
      <Avatar alt="Maya Ortiz" variant="outline" />
      <Avatar alt="Leo Dupont" variant="solid" color="success" />
      <Avatar alt="Leo Dupont" variant="tonal" color="success" />
      <Avatar alt="Leo Dupont" variant="outline" color="success" />
    </div>
  );
}
