/** Chips for the chosen people; each has a remove button, and Backspace removes the last one. */
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const people = ['Sandra Perry', 'Peter Carter', 'Trevor Hansen', 'Tricia Taylor', 'Britta Holt'].map((p) => ({
  value: p,
  label: p,
}));

export function AutocompleteChips() {
  return (
    <div className="max-w-md">
      <FormField label="Share with">
        {(control) => (
          <Combobox {...control} multiple options={people} defaultValue={['Sandra Perry', 'Britta Holt']} />
        )}
      </FormField>
    </div>
  );
}
