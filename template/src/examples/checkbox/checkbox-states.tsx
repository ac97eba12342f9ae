/** Unchecked, checked, indeterminate and disabled, each labelled. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

const states = [
  { key: 'unchecked', props: {} },
  { key: 'checked', props: { defaultChecked: true } },
  { key: 'indeterminate', props: { indeterminate: true } },
  { key: 'disabled', props: { disabled: true } },
  { key: 'disabledChecked', props: { disabled: true, defaultChecked: true } },
] as const;

export function CheckboxStates() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {states.map((state) => (
        <div key={state.key} className="flex items-center gap-2">
          <Checkbox id={`${id}-${state.key}`} {...state.props} />
          <Label htmlFor={`${id}-${state.key}`}>{t(`checkbox.states.${state.key}`)}</Label>
        </div>
      ))}
    </div>
  );
}
