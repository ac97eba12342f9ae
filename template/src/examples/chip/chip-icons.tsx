/** A leading icon or avatar: people, places and categories read faster with a picture. */
import { MapPin, Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';

export function ChipIcons() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Chip icon={<Star aria-hidden />} color="warning">
        Featured
      </Chip>
      <Chip icon={<MapPin aria-hidden />} color="info" variant="outline">
        Lisbon
      </Chip>
      <Chip className="ps-0.5" icon={<Avatar alt="Rosa Lind" size="xs" variant="solid" />}>
        Rosa Lind
      </Chip>
      <Chip
        className="ps-0.5"
        color="success"
        icon={<Avatar alt="Kai Moreau" size="xs" variant="solid" color="success" />}
      >
        Kai Moreau
      </Chip>
    </div>
  );
}
