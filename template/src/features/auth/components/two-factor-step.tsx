import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';
import type { LoginResult } from '@/lib/session';
import { useLoginCode } from '../api/login';
import { FormAlert } from './form-alert';
import { useAuthErrors } from './use-auth-errors';

export interface TwoFactorStepProps {
  /** What the password step answered for this sign-in. */
  challenge: string;
  /** @see LoginFormProps.preview */
  preview: boolean;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the password step (a new challenge, e.g. after this one expired). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in for an account with two-factor on: the 6-digit code from the
 * authenticator app. Loaded only when the server asks for it, so /login stays light.
 */
export default function TwoFactorStep({ challenge, preview, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const toErrors = useAuthErrors();
  const verify = useLoginCode({ preview });
  const [code, setCode] = useState('');
  const [error, setError] = useState<ReturnType<typeof toErrors>>({ fields: {} });
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError({ fields: { code: t('twoFactor.incomplete') } });
      first.current?.focus();
      return;
    }
    verify.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const errors = toErrors(failure);
          // A spent or expired challenge cannot take another code: the form says so and offers a new start.
          setError(errors.fields.challenge ? { fields: {}, form: t('twoFactor.expired') } : errors);
          setCode('');
          first.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="two-factor-title">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-text" />
        <div className="space-y-1">
          <h2 id="two-factor-title" className="font-semibold">
            {t('twoFactor.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('twoFactor.text')}</p>
        </div>
      </div>
      {error.form && <FormAlert tone="error">{error.form}</FormAlert>}
      <FormField label={t('twoFactor.codeLabel')} kind="group" error={error.fields.code}>
        {(aria) => (
          <OtpInput
            {...aria}
            ref={first}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError({ fields: {} });
            }}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {t('twoFactor.submit')}
      </Button>
      <Button type="button" variant="text" className="w-full" onClick={onRestart}>
        {t('twoFactor.restart')}
      </Button>
    </form>
  );
}
