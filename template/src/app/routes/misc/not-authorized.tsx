import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeLink, StatusFallback, StatusScreen } from '@/app/layouts/status-screen';

function NotAuthorizedView() {
  const { t } = useTranslation('misc');
  return (
    <StatusScreen
      figure="401"
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      illustration="not-authorized"
    >
      <HomeLink label={t('backHome')} />
    </StatusScreen>
  );
}

export default function NotAuthorizedScreen() {
  return (
    <Suspense fallback={<StatusFallback />}>
      <NotAuthorizedView />
    </Suspense>
  );
}
