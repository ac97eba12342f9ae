/** Any tone of the kit; warning (amber) is the default. */
import { Rating } from '@/components/ui/rating';
import { tones } from '@/components/ui/tone';

export function RatingColors() {
  return (
    <div className="flex flex-col gap-2">
      {tones.map((tone) => (
        <Rating key={tone} color={tone} defaultValue={4} aria-label={`${tone} rating`} />
      ))}
    </div>
  );
}
