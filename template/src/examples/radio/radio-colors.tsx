/** Radios in each tone of the theme; presets and dark mode restyle them with no extra code. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { tones } from '@/components/ui/tone';

export function RadioColors() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <RadioGroup aria-label={t('radio.tone')} defaultValue="primary" className="flex flex-wrap gap-x-6 gap-y-3">
      {tones.map((tone) => (
        <div key={tone} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${tone}`} value={tone} tone={tone} />
          <Label htmlFor={`${id}-${tone}`}>{t(`tone.${tone}`)}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
