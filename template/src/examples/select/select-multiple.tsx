/** Several values: a select that stays open while you pick, shows the choices as chips and lets you type to narrow. */
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const tags = ['Design', 'Engineering', 'Marketing', 'Sales', 'Support', 'Finance'].map((t) => ({ value: t, label: t }));

export function SelectMultiple() {
  return (
    <div className="max-w-md">
      <FormField label="Teams">
        {(control) => <Combobox {...control} multiple openOnFocus options={tags} defaultValue={['Design', 'Sales']} />}
      </FormField>
    </div>
  );
}
