/** Items with a second line; filtering still uses the label. */
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const airports = [
  { value: 'CDG', label: 'Paris Charles de Gaulle (CDG)', description: 'France' },
  { value: 'JFK', label: 'New York John F. Kennedy (JFK)', description: 'United States' },
  { value: 'NRT', label: 'Tokyo Narita (NRT)', description: 'Japan' },
  { value: 'DXB', label: 'Dubai International (DXB)', description: 'United Arab Emirates' },
];

export function ComboboxCustomItems() {
  return (
    <div className="max-w-md">
      <FormField label="Departure airport">
        {(control) => <Combobox {...control} openOnFocus options={airports} placeholder="City or code" />}
      </FormField>
    </div>
  );
}
