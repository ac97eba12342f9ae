import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/field';
import { OtpInput } from '@/components/ui/otp-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { useDisableTwoFactor, useStartTwoFactor, useVerifyTwoFactor } from '../api/security';

const QrCode = lazy(() => import('./qr-code'));

/**
 * Two-factor set-up: the server makes a TOTP secret, shown as a QR code and as text for an
 * authenticator app; a 6-digit code from the app proves it, and the server turns 2FA on.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const start = useStartTwoFactor();
  const verify = useVerifyTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmOff, setConfirmOff] = useState(false);
  const setup = enabled ? undefined : start.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('twoFactor.codeIncomplete'));
    verify.mutate(code, {
      onSuccess: () => {
        setCode('');
        start.reset();
        toast.success(t('twoFactor.enabledToast'));
      },
      onError: (e) =>
        setError(apiFieldErrors(e).code?.[0] ? t('twoFactor.codeWrong') : (apiErrorMessage(e) ?? t('saveFailed'))),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('twoFactor.title')}</CardTitle>
        <CardDescription>{t('twoFactor.description')}</CardDescription>
        <CardAction>
          <Badge color={enabled ? 'success' : 'secondary'}>{enabled ? t('twoFactor.on') : t('twoFactor.off')}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {start.isError && (
          <Alert color="error" role="alert">
            {apiErrorMessage(start.error) ?? t('saveFailed')}
          </Alert>
        )}
        {enabled ? (
          <Button variant="tonal" color="error" className="self-start" onClick={() => setConfirmOff(true)}>
            {t('twoFactor.disable')}
          </Button>
        ) : !setup ? (
          <Button className="self-start" loading={start.isPending} onClick={() => start.mutate()}>
            <ShieldCheck aria-hidden />
            {t('twoFactor.setUp')}
          </Button>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('twoFactor.title')}>
            <p className="text-sm">{t('twoFactor.scan')}</p>
            <div className="flex flex-wrap items-center gap-6">
              <Suspense fallback={<Skeleton className="size-44" />}>
                <QrCode value={setup.otpauthUrl} label={t('twoFactor.qrLabel')} />
              </Suspense>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm text-muted-foreground">{t('twoFactor.secretLabel')}</span>
                <code data-testid="totp-secret" className="font-mono text-sm break-all" dir="ltr">
                  {setup.secret}
                </code>
              </div>
            </div>
            <FormField label={t('twoFactor.codeLabel')} kind="group" error={error}>
              {(aria) => (
                <OtpInput
                  {...aria}
                  value={code}
                  onChange={(value) => {
                    setCode(value);
                    setError(undefined);
                  }}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={verify.isPending}>
                {t('twoFactor.verify')}
              </Button>
              <Button type="button" variant="tonal" color="secondary" onClick={() => start.reset()}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t('twoFactor.disableTitle')}
        description={t('twoFactor.disableText')}
        confirmLabel={t('twoFactor.disable')}
        onConfirm={() => disable.mutateAsync(undefined).then(() => toast.success(t('twoFactor.disabledToast')))}
      />
    </Card>
  );
}
