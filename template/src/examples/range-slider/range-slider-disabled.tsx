/** A disabled range: visible, not movable, skipped by the Tab key. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

export function RangeSliderDisabled() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md">
      <Slider disabled defaultValue={[30, 70]} thumbLabels={[t('range-sliders.minimum'), t('range-sliders.maximum')]} />
    </div>
  );
}
