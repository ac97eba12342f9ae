/** Switches are labelled by their <label>; the state is a plain controlled prop. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

const rows = ['email', 'push', 'digest'] as const;

export function SwitchSettings() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [settings, setSettings] = useState({ email: true, push: false, digest: true });
  return (
    <ul className="flex w-full max-w-sm flex-col gap-4">
      {rows.map((row) => (
        <li key={row} className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-${row}`}>{t(`switch.settings.${row}`)}</Label>
          <Switch
            id={`${id}-${row}`}
            checked={settings[row]}
            onCheckedChange={(checked) => setSettings((s) => ({ ...s, [row]: checked }))}
          />
        </li>
      ))}
    </ul>
  );
}
