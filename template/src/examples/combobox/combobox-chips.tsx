/** Chosen values as chips with their own remove buttons ("Remove Paris"), reachable with Tab. */
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const cities = ['Amsterdam', 'Berlin', 'Lisbon', 'Madrid', 'Paris', 'Rome', 'Vienna'].map((c) => ({
  value: c,
  label: c,
}));

export function ComboboxChips() {
  return (
    <div className="max-w-md">
      <FormField label="Destinations">
        {(control) => (
          <Combobox {...control} multiple allowCustom options={cities} defaultValue={['Lisbon', 'Paris', 'Vienna']} />
        )}
      </FormField>
    </div>
  );
}
