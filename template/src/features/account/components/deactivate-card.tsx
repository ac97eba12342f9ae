import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage, apiFieldErrors, isApiError } from '@/lib/api-client';
import { logout } from '@/lib/session';
import { useDeactivateAccount } from '../api/profile';

/**
 * "Deactivate account": the person types their e-mail to confirm. The demo backend refuses the two
 * shared demo users (403), and the card shows why.
 */
export function DeactivateCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const warningId = useId();
  const deactivate = useDeactivateAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError({ field: t('deactivate.mismatch') });
    setError({});
    deactivate.mutate(typed.trim(), {
      onSuccess: () => void logout(),
      onError: (e) => {
        const field = apiFieldErrors(e).confirmation?.[0];
        if (field) return setError({ field });
        const refused = isApiError(e) && e.status === 403;
        setError({ form: refused ? t('deactivate.demoRefused') : (apiErrorMessage(e) ?? t('saveFailed')) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('deactivate.title')}</CardTitle>
        <CardDescription id={warningId}>{t('deactivate.warning')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" aria-describedby={warningId}>
          {error.form && (
            <Alert color="error" role="alert">
              {error.form}
            </Alert>
          )}
          <FormField label={t('deactivate.confirmLabel', { email })} error={error.field}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError({});
                }}
              />
            )}
          </FormField>
          <Button type="submit" color="error" className="self-start" loading={deactivate.isPending}>
            {t('deactivate.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
