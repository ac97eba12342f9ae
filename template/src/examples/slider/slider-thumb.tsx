/** The value in a bubble above the thumb while it is hovered or focused, formatted for its unit. */
import { Slider } from '@/components/ui/slider';

export function SliderThumb() {
  return (
    <div className="max-w-md pt-8">
      <Slider defaultValue={[65]} aria-label="Brightness" formatValue={(value) => `${value}%`} />
    </div>
  );
}
