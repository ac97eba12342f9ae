/** A list of checkboxes bound to one array value, in a fieldset whose legend names the group. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

const channels = ['email', 'sms', 'push'] as const;

export function CheckboxGroup() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(['email']);
  const toggle = (channel: string, on: boolean) =>
    setChosen((list) => (on ? [...list, channel] : list.filter((c) => c !== channel)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">{t('checkbox.notifyBy')}</legend>
      {channels.map((channel) => (
        <div key={channel} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${channel}`}
            checked={chosen.includes(channel)}
            onChange={(event) => toggle(channel, event.target.checked)}
          />
          <Label htmlFor={`${id}-${channel}`}>{t(`checkbox.channels.${channel}`)}</Label>
        </div>
      ))}
      <p className="text-sm text-muted-foreground">{t('value', { value: `[${chosen.join(', ')}]` })}</p>
    </fieldset>
  );
}
