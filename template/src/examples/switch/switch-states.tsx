/** Off, on, and both disabled. */
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export function SwitchStates() {
  const id = useId();
  const states = [
    { key: 'off', label: 'Off', props: {} },
    { key: 'on', label: 'On', props: { defaultChecked: true } },
    { key: 'disabled-off', label: 'Disabled', props: { disabled: true } },
    { key: 'disabled-on', label: 'Disabled on', props: { disabled: true, defaultChecked: true } },
  ];
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {states.map((state) => (
        <div key={state.key} className="flex items-center gap-2">
          <Switch id={`${id}-${state.key}`} {...state.props} />
          <Label htmlFor={`${id}-${state.key}`}>{state.label}</Label>
        </div>
      ))}
    </div>
  );
}
