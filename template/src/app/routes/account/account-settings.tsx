/**
 * /account/:tab: the signed-in person's own account, one tab per address (account, security,
 * notifications, appearance, billing). Each tab's code loads when it is opened; an unknown tab
 * is a page that does not exist.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { AccountTabs } from '@/features/account/components/account-tabs';
import { tabSkeletonClass } from '@/features/account/components/tab-heights';
import { isAccountTab, type AccountTab } from '@/features/account/types';
import { cn } from '@/lib/cn';

const panels: Record<AccountTab, ReturnType<typeof lazy>> = {
  account: lazy(() => import('@/features/account/components/account-tab')),
  security: lazy(() => import('@/features/account/components/security-tab')),
  notifications: lazy(() => import('@/features/account/components/notifications-tab')),
  appearance: lazy(() => import('@/features/account/components/appearance-tab')),
  billing: lazy(() => import('@/features/account/components/billing-tab')),
};

const NotFoundView = lazy(() => import('../misc/not-found').then((m) => ({ default: m.NotFoundView })));

export default function AccountSettingsScreen() {
  // The forms' rule messages and the password checks are in `auth`: load it with the screen's own.
  const { t } = useTranslation(['account', 'auth']);
  const { tab } = useParams();
  if (!isAccountTab(tab)) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
  const Panel = panels[tab];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[
          { label: t('crumbs.pages') },
          { label: t('title'), to: pathTo('account-settings', { tab: 'account' }) },
          { label: t(`tabs.${tab}`) },
        ]}
      />
      <PageGrid
        cells={[
          { id: 'tabs', span: 'col-span-12', card: <AccountTabs current={tab} /> },
          {
            id: tab,
            span: 'col-span-12',
            card: (
              <Suspense fallback={<Skeleton className={cn('rounded-card', tabSkeletonClass[tab])} />}>
                <Panel />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
