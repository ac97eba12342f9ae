/** A range on a 5-minute step, shown as times of day. */
import { useState } from 'react';
import { Slider } from '@/components/ui/slider';

const asTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function RangeSliderStep() {
  const [hours, setHours] = useState([9 * 60, 17 * 60 + 30]);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <Slider
        min={6 * 60}
        max={22 * 60}
        step={5}
        value={hours}
        onValueChange={setHours}
        thumbLabels={['Opens at', 'Closes at']}
      />
      <p className="text-sm text-muted-foreground" dir="ltr">
        {asTime(hours[0] ?? 0)} – {asTime(hours[1] ?? 0)}
      </p>
    </div>
  );
}
