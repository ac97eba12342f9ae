/** A price range with number inputs in step with the thumbs: type a price or drag, both stay in bounds. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

const min = 0;
const max = 1000;

export function RangeSliderMinMax() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [range, setRange] = useState([150, 600]);
  const [low = min, high = max] = range;
  const clamp = (value: number, from: number, to: number) => Math.min(to, Math.max(from, value || 0));
  return (
    <div className="flex max-w-md flex-col gap-4">
      <Slider
        min={min}
        max={max}
        step={10}
        value={range}
        onValueChange={setRange}
        thumbLabels={[t('range-sliders.minPrice'), t('range-sliders.maxPrice')]}
      />
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-min`}>{t('range-sliders.minPrice')}</Label>
          <Input
            id={`${id}-min`}
            type="number"
            min={min}
            max={high}
            value={low}
            onChange={(e) => setRange([clamp(Number(e.target.value), min, high), high])}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-max`}>{t('range-sliders.maxPrice')}</Label>
          <Input
            id={`${id}-max`}
            type="number"
            min={low}
            max={max}
            value={high}
            onChange={(e) => setRange([low, clamp(Number(e.target.value), low, max)])}
          />
        </div>
      </div>
    </div>
  );
}
