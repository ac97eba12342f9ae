/** A switch in each tone; the track takes the colour when on. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { tones } from '@/components/ui/tone';

export function SwitchColors() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {tones.map((tone) => (
        <div key={tone} className="flex items-center gap-2">
          <Switch id={`${id}-${tone}`} tone={tone} defaultChecked />
          <Label htmlFor={`${id}-${tone}`}>{t(`tone.${tone}`)}</Label>
        </div>
      ))}
    </div>
  );
}
