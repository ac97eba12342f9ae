/** Letters and digits (letters become capitals); paste a code like "ab-12-cd" and it spreads over the boxes. */
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputAlphanumeric() {
  return (
    <FormField label="Gift card code" kind="group" description="Dashes and spaces are ignored.">
      {(control) => <OtpInput {...control} type="alphanumeric" length={6} />}
    </FormField>
  );
}
