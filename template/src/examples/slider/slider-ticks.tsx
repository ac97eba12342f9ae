/** Ticks with labels at fixed values; with a matching step, the thumb always lands on one. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';

const marks = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

export function SliderTicks() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md px-3">
      <Slider defaultValue={[50]} step={25} marks={marks} aria-label={t('sliders.shirtSize')} />
    </div>
  );
}
