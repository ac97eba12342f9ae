/** Masked boxes for a PIN: the characters are hidden like a password. */
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputHidden() {
  return (
    <FormField label="PIN" kind="group">
      {(control) => <OtpInput {...control} length={4} masked defaultValue="42" />}
    </FormField>
  );
}
