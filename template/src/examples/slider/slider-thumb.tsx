/** The value in a bubble above the thumb while it is hovered or focused, formatted for its unit. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';
import { formatPercent } from '@/lib/format';

export function SliderThumb() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md pt-8">
      <Slider defaultValue={[65]} aria-label={t('sliders.brightness')} formatValue={formatPercent} />
    </div>
  );
}
