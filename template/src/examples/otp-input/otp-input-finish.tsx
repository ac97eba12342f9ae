/** `onComplete` runs when the last box is filled: here it checks the code (the demo accepts 123456). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputFinish() {
  const { t } = useTranslation('ui-forms');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<'ok' | 'wrong' | null>(null);
  return (
    <FormField
      label={t('otp-input.verification')}
      kind="group"
      description={t('otp-input.verificationHint', { phone: '+1 (555) 010-2030' })}
      error={result === 'wrong' ? t('otp-input.wrongCode') : undefined}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          <OtpInput
            {...control}
            value={code}
            onChange={(next) => {
              setCode(next);
              setResult(null);
            }}
            onComplete={(full) => setResult(full === '123456' ? 'ok' : 'wrong')}
          />
          {result === 'ok' && (
            <p role="status" className="text-sm text-success-text">
              {t('otp-input.accepted')}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
