/** Each thumb shows its value in a bubble while hovered or focused, here as temperatures. */
import { Slider } from '@/components/ui/slider';

export function RangeSliderValueLabel() {
  return (
    <div className="max-w-md pt-8">
      <Slider
        min={-10}
        max={40}
        defaultValue={[12, 24]}
        tone="warning"
        thumbLabels={['Lowest temperature', 'Highest temperature']}
        formatValue={(value) => `${value} °C`}
      />
    </div>
  );
}
