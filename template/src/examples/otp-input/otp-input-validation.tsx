/** A required code in react-hook-form: too short shows the minimum-length message, and the first box gets focus. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form';
import { OtpInput } from '@/components/ui/otp-input';
import { minLength, numeric, required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const schema = z.object({ code: z.string().check(ruleCheck(required, numeric, minLength(6))) });

export function OtpInputValidation() {
  const { t } = useTranslation('ui-forms');
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex flex-col gap-4">
      <ControlledField control={control} name="code" label={t('otp-input.securityCode')} kind="group" required>
        {({ value, onChange, ref }, aria) => <OtpInput {...aria} ref={ref} value={value} onChange={onChange} />}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">{t('otp-input.verify')}</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            {t('otp-input.verified')}
          </p>
        )}
      </div>
    </form>
  );
}
