import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeLink, StatusFallback, StatusScreen } from '@/app/layouts/status-screen';

/**
 * Also rendered for unknown URLs and for signed-in users lacking permission: a page they may not
 * open is reported as missing, not as forbidden.
 */
export function NotFoundView() {
  const { t } = useTranslation('misc');
  return (
    <StatusScreen figure="404" title={t('notFound.title')} text={t('notFound.text')} illustration="not-found">
      <HomeLink label={t('backHome')} />
    </StatusScreen>
  );
}

export default function NotFoundScreen() {
  return (
    <Suspense fallback={<StatusFallback />}>
      <NotFoundView />
    </Suspense>
  );
}
