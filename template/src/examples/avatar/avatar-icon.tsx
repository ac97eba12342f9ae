/** An icon as the fallback, for teams, files and objects rather than people. */
import { Briefcase, Folder, User, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';

export function AvatarIcon() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar fallback={<User aria-hidden />} />
      <Avatar fallback={<Users aria-hidden />} color="success" />
      <Avatar fallback={<Briefcase aria-hidden />} color="warning" variant="solid" />
      <Avatar fallback={<Folder aria-hidden />} color="info" shape="rounded" />
    </div>
  );
}
