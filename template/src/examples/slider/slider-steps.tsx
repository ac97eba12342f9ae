/** A step of 10: arrow keys and dragging move by tens; Page Up and Page Down jump further. */
import { useState } from 'react';
import { Slider } from '@/components/ui/slider';

export function SliderSteps() {
  const [value, setValue] = useState([30]);
  return (
    <div className="flex max-w-md items-center gap-4">
      <Slider value={value} onValueChange={setValue} step={10} aria-label="Discount" />
      <output className="w-12 shrink-0 text-end text-sm tabular-nums">{value[0]}%</output>
    </div>
  );
}
