/** A hint under the field: FormField links it to the input with aria-describedby, so screen readers read it too. */
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldHint() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Username" description="Letters, numbers and dashes; this is your public address.">
        {(control) => <Input {...control} placeholder="ada-lovelace" />}
      </FormField>
      <FormField label="Work email" description="We send invoices here.">
        {(control) => <Input {...control} type="email" placeholder="ada@company.com" />}
      </FormField>
    </div>
  );
}
