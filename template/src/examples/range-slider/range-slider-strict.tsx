/** Two thumbs that cannot cross or meet: a gap of at least one step (10) always stays between them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

export function RangeSliderStrict() {
  const { t } = useTranslation('ui-forms');
  const [range, setRange] = useState([20, 60]);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <Slider
        value={range}
        onValueChange={setRange}
        step={10}
        minStepsBetweenThumbs={1}
        thumbLabels={[t('range-sliders.minimum'), t('range-sliders.maximum')]}
      />
      <p className="text-sm text-muted-foreground">{t('range-sliders.range', { from: range[0], to: range[1] })}</p>
    </div>
  );
}
