/** Circles for people, rounded squares for brands, apps and products. */
import { Avatar } from '@/components/ui/avatar';

export function AvatarShapes() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Avatar alt="Lea Fischer" size="lg" />
      <Avatar alt="Lea Fischer" size="lg" shape="rounded" />
      <Avatar alt="Acme Studio" size="lg" shape="rounded" variant="solid" color="secondary" />
      <Avatar alt="Tessera" size="lg" shape="rounded" color="error" />
    </div>
  );
}
