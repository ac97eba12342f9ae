/** Each thumb shows its value in a bubble while hovered or focused, here as temperatures. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';
import { formatNumber } from '@/lib/format';

export function RangeSliderValueLabel() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md pt-8">
      <Slider
        min={-10}
        max={40}
        defaultValue={[12, 24]}
        tone="warning"
        thumbLabels={[t('range-sliders.lowestTemperature'), t('range-sliders.highestTemperature')]}
        formatValue={(value) => formatNumber(value, { style: 'unit', unit: 'celsius' })}
      />
    </div>
  );
}
