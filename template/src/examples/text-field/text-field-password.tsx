/** A password field with a show/hide toggle (a toggle button with aria-pressed) and its rules as a hint. */
import { FormField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input-group';

export function TextFieldPassword() {
  return (
    <div className="max-w-sm">
      <FormField label="New password" description="At least 8 characters, with a number.">
        {(control) => <PasswordInput {...control} autoComplete="new-password" defaultValue="tessera2026" />}
      </FormField>
    </div>
  );
}
