import { RotateCw } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HomeLink, StatusFallback, StatusScreen } from '@/app/layouts/status-screen';

/** Also the route error boundary's screen; `onRetry` defaults to reloading the page. */
export function ServerErrorView({ onRetry = () => location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation('misc');
  return (
    <StatusScreen figure="500" title={t('serverError.title')} text={t('serverError.text')} illustration="server-error">
      <Button size="lg" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t('serverError.retry')}
      </Button>
      <HomeLink label={t('backHome')} variant="outline" />
    </StatusScreen>
  );
}

export default function ServerErrorScreen() {
  return (
    <Suspense fallback={<StatusFallback />}>
      <ServerErrorView />
    </Suspense>
  );
}
