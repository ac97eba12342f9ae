/** Fixed text before or after the value (a currency, a unit, a domain). Only the value is typed and submitted. */
import { FormField } from '@/components/ui/field';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldAffixes() {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label="Price">
        {(control) => (
          <InputGroup>
            <InputGroupAddon>$</InputGroupAddon>
            <InputGroupInput {...control} inputMode="decimal" defaultValue="24.99" />
          </InputGroup>
        )}
      </FormField>
      <FormField label="Weight">
        {(control) => (
          <InputGroup>
            <InputGroupInput {...control} inputMode="decimal" defaultValue="1.5" />
            <InputGroupAddon>kg</InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <FormField label="Website">
        {(control) => (
          <InputGroup>
            <InputGroupAddon dir="ltr">https://</InputGroupAddon>
            <InputGroupInput {...control} dir="ltr" placeholder="tessera.dev" />
          </InputGroup>
        )}
      </FormField>
    </div>
  );
}
