/** Letters and digits (letters become capitals); paste a code like "ab-12-cd" and it spreads over the boxes. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputAlphanumeric() {
  const { t } = useTranslation('ui-forms');
  return (
    <FormField label={t('otp-input.giftCard')} kind="group" description={t('otp-input.giftCardHint')}>
      {(control) => <OtpInput {...control} type="alphanumeric" length={6} />}
    </FormField>
  );
}
