/** An upright range with ticks, for a stock level band. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

export function RangeSliderVertical() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="flex h-56 items-center gap-8">
      <Slider
        orientation="vertical"
        defaultValue={[20, 80]}
        tone="info"
        marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
        thumbLabels={[t('range-sliders.reorderLevel'), t('range-sliders.maxStock')]}
      />
    </div>
  );
}
