import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { email as emailRule, firstError, required } from '@/lib/form-rules';
import { StatusFallback, StatusScreen } from '@/app/layouts/status-screen';

/**
 * A static demo page (nothing links here but the menu). The sign-up checks the address and
 * confirms it on the page; wire `onSubmit` to your mailing-list provider in a real product.
 */
function ComingSoonView() {
  const { t } = useTranslation('misc');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = firstError(email, [required, emailRule]);
    setError(rule ? t(`comingSoon.errors.${rule.key}`) : undefined);
    if (!rule) setDone(email.trim());
  };

  return (
    <StatusScreen title={t('comingSoon.title')} text={t('comingSoon.text')} illustration="coming-soon">
      {done ? (
        <p role="status" className="rounded-md bg-success/10 px-4 py-2.5 text-sm font-medium text-success-text">
          {t('comingSoon.done', { email: done })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex w-full max-w-md flex-col gap-2 text-start sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <label htmlFor="notify-email" className="sr-only">
              {t('comingSoon.email')}
            </label>
            <Input
              id="notify-email"
              type="email"
              autoComplete="email"
              placeholder={t('comingSoon.placeholder')}
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'notify-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <FieldError id="notify-email-error" className="mt-1.5">
              {error}
            </FieldError>
          </div>
          <Button type="submit" className="h-10">
            {t('comingSoon.submit')}
          </Button>
        </form>
      )}
    </StatusScreen>
  );
}

export default function ComingSoonScreen() {
  return (
    <Suspense fallback={<StatusFallback />}>
      <ComingSoonView />
    </Suspense>
  );
}
