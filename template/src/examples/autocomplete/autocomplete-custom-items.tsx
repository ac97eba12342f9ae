/** Options with a description line: people with their email. */
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const members = [
  { value: 'u1', label: 'Ada Lovelace', description: 'ada@demo.com' },
  { value: 'u2', label: 'Grace Hopper', description: 'grace@demo.com' },
  { value: 'u3', label: 'Katherine Johnson', description: 'katherine@demo.com' },
  { value: 'u4', label: 'Hedy Lamarr', description: 'hedy@demo.com', disabled: true },
];

export function AutocompleteCustomItems() {
  return (
    <div className="max-w-md">
      <FormField label="Reviewer" description="Hedy is away this week.">
        {(control) => <Combobox {...control} openOnFocus options={members} placeholder="Name" />}
      </FormField>
    </div>
  );
}
