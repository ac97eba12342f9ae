/** Five sizes from xs (24 px) to xl (64 px); text and icons scale with the frame. */
import { Avatar } from '@/components/ui/avatar';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export function AvatarSizes() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {sizes.map((size) => (
        <Avatar key={size} size={size} alt="Ines Costa" color="info" />
      ))}
    </div>
  );
}
