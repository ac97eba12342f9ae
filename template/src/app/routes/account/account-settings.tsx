/**
 * /account/:tab: the signed-in person's own account, one tab per address (account, security,
 * notifications, appearance, billing). Each tab's code loads when it is opened; an unknown tab
 * is a page that does not exist. The open tab's code comes before the page's markup is taken over
 * (`parts`), so hydration draws the tab as the markup shows it.
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
import { lazyPart } from '@/lib/lazy-part';
import type { ScreenParts } from '@/app/router';

const panels: Record<AccountTab, ReturnType<typeof lazyPart>> = {
  account: lazyPart(() => import('@/features/account/components/account-tab')),
  security: lazyPart(() => import('@/features/account/components/security-tab')),
  notifications: lazyPart(() => import('@/features/account/components/notifications-tab')),
  appearance: lazyPart(() => import('@/features/account/components/appearance-tab')),
  billing: lazyPart(() => import('@/features/account/components/billing-tab')),
};

/** The open tab's code, before the page's markup is taken over or beside the route's guard. */
export const parts: ScreenParts = ({ params }) => (isAccountTab(params.tab) ? panels[params.tab].load() : undefined);

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
