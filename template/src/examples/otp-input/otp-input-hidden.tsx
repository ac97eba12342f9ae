/** Masked boxes for a PIN: the characters are hidden like a password. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputHidden() {
  const { t } = useTranslation('ui-forms');
  return (
    <FormField label={t('otp-input.pin')} kind="group">
      {(control) => <OtpInput {...control} length={4} masked defaultValue="42" />}
    </FormField>
  );
}
