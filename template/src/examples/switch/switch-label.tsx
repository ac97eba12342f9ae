/** A label that shows the current state in words, plus a description tied to the switch. */
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export function SwitchLabel() {
  const id = useId();
  const [on, setOn] = useState(true);
  return (
    <div className="flex max-w-md items-start justify-between gap-6">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>Two-factor authentication</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {on ? 'Enabled: a code is asked at each new sign-in.' : 'Disabled: only your password is asked.'}
        </p>
      </div>
      <Switch id={id} checked={on} onCheckedChange={setOn} aria-describedby={`${id}-hint`} tone="success" />
    </div>
  );
}
