/** Linear bars in every tone; the value is clamped to 0-100 and announced as a percentage. */
import { Progress } from '@/components/ui/progress';
import { tones } from '@/components/ui/tone';

export function ProgressLinear() {
  return (
    <div className="flex flex-col gap-4">
      {tones.map((tone, index) => (
        <Progress key={tone} value={25 + index * 14} color={tone} label={`${tone} progress`} />
      ))}
    </div>
  );
}
