/** A disabled range: visible, not movable, skipped by the Tab key. */
import { Slider } from '@/components/ui/slider';

export function RangeSliderDisabled() {
  return (
    <div className="max-w-md">
      <Slider disabled defaultValue={[30, 70]} thumbLabels={['Minimum', 'Maximum']} />
    </div>
  );
}
