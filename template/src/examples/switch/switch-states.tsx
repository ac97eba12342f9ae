/** Off, on, and both disabled. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

const states = [
  { key: 'off', props: {} },
  { key: 'on', props: { defaultChecked: true } },
  { key: 'disabled', props: { disabled: true } },
  { key: 'disabledOn', props: { disabled: true, defaultChecked: true } },
] as const;

export function SwitchStates() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      {states.map((state) => (
        <div key={state.key} className="flex items-center gap-2">
          <Switch id={`${id}-${state.key}`} {...state.props} />
          <Label htmlFor={`${id}-${state.key}`}>{t(`switch.states.${state.key}`)}</Label>
        </div>
      ))}
    </div>
  );
}
