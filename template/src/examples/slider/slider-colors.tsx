/** A slider in each tone; the filled part and the thumb follow the theme. */
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/slider';
import { tones } from '@/components/ui/tone';

export function SliderColors() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {tones.map((tone, index) => (
        <Slider key={tone} tone={tone} defaultValue={[30 + index * 10]} aria-label={t(`tone.${tone}`)} />
      ))}
    </div>
  );
}
