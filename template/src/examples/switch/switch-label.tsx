/** A label that shows the current state in words, plus a description tied to the switch. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export function SwitchLabel() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [on, setOn] = useState(true);
  return (
    <div className="flex max-w-md items-start justify-between gap-6">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{t('switch.twoFactor')}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {on ? t('switch.twoFactorOn') : t('switch.twoFactorOff')}
        </p>
      </div>
      <Switch id={id} checked={on} onCheckedChange={setOn} aria-describedby={`${id}-hint`} tone="success" />
    </div>
  );
}
