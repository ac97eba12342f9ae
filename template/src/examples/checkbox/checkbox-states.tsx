/** Unchecked, checked, indeterminate and disabled, each labelled. */
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

export function CheckboxStates() {
  const id = useId();
  const states = [
    { key: 'off', label: 'Unchecked', props: {} },
    { key: 'on', label: 'Checked', props: { defaultChecked: true } },
    { key: 'some', label: 'Indeterminate', props: { indeterminate: true } },
    { key: 'disabled-off', label: 'Disabled', props: { disabled: true } },
    { key: 'disabled-on', label: 'Disabled checked', props: { disabled: true, defaultChecked: true } },
  ];
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {states.map((state) => (
        <div key={state.key} className="flex items-center gap-2">
          <Checkbox id={`${id}-${state.key}`} {...state.props} />
          <Label htmlFor={`${id}-${state.key}`}>{state.label}</Label>
        </div>
      ))}
    </div>
  );
}
