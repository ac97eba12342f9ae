import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeLink, StatusFallback, StatusScreen } from '@/app/layouts/status-screen';

function UnderMaintenanceView() {
  const { t } = useTranslation('misc');
  return (
    <StatusScreen title={t('maintenance.title')} text={t('maintenance.text')} illustration="maintenance">
      <HomeLink label={t('backHome')} />
    </StatusScreen>
  );
}

export default function UnderMaintenanceScreen() {
  return (
    <Suspense fallback={<StatusFallback />}>
      <UnderMaintenanceView />
    </Suspense>
  );
}
