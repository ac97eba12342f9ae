/** /pages/notifications: every notification of the signed-in user ("View all" in the bell's dialog). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { NotificationsListCard } from '@/features/notifications/components/notifications-list-card';

export default function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('crumbs.pages') }, { label: t('title') }]}
      />
      <PageGrid cells={[{ id: 'notifications', span: 'col-span-12', card: <NotificationsListCard /> }]} />
    </div>
  );
}
