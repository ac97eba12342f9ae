/** `onComplete` runs when the last box is filled: here it checks the code (the demo accepts 123456). */
import { useState } from 'react';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';

export function OtpInputFinish() {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<'ok' | 'wrong' | null>(null);
  return (
    <FormField
      label="Verification code"
      kind="group"
      description="We sent a 6-digit code to +1 (555) 010-2030."
      error={result === 'wrong' ? 'This code is not valid. Check the message and try again.' : undefined}
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
              Code accepted.
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
