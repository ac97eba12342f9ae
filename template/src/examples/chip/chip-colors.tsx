/** Chips in every tone; the colour says what kind of tag it is. */
import { Chip } from '@/components/ui/chip';
import { tones } from '@/components/ui/tone';

export function ChipColors() {
  return (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Chip key={tone} color={tone} className="capitalize">
          {tone}
        </Chip>
      ))}
    </div>
  );
}
