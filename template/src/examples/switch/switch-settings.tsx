/** Switches are labelled by their <label>; the state is a plain controlled prop. */
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export function SwitchSettings() {
  const id = useId();
  const [settings, setSettings] = useState({ email: true, push: false, digest: true });
  const rows = [
    { key: 'email', label: 'Email notifications' },
    { key: 'push', label: 'Push notifications' },
    { key: 'digest', label: 'Weekly digest' },
  ] as const;
  return (
    <ul className="flex w-full max-w-sm flex-col gap-4">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-${row.key}`}>{row.label}</Label>
          <Switch
            id={`${id}-${row.key}`}
            checked={settings[row.key]}
            onCheckedChange={(checked) => setSettings((s) => ({ ...s, [row.key]: checked }))}
          />
        </li>
      ))}
    </ul>
  );
}
