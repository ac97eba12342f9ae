/** Labels can hold more than text: a required mark (the control gets aria-required) and a hint link. */
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldLabel() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Company name" required>
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <FormField
        label={
          <>
            VAT number <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
      >
        {(control) => <Input {...control} placeholder="FR 12 345678901" />}
      </FormField>
    </div>
  );
}
