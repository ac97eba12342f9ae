/** One checkbox per tone; the colours come from the theme, so presets and dark mode apply by themselves. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { tones } from '@/components/ui/tone';

export function CheckboxColors() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {tones.map((tone) => (
        <div key={tone} className="flex items-center gap-2">
          <Checkbox id={`${id}-${tone}`} tone={tone} defaultChecked />
          <Label htmlFor={`${id}-${tone}`}>{t(`tone.${tone}`)}</Label>
        </div>
      ))}
    </div>
  );
}
