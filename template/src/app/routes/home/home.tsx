/**
 * /home: the starter's example screen (only in the output of `npm run strip-demo`; the demo has
 * none). It follows the page recipe: a PageHeader, then a PageGrid of SectionCards, one of which
 * loads data from your API through the API client and TanStack Query, with its loading, empty and
 * error states. Replace its cards with your own.
 */
import { useTranslation } from 'react-i18next';
import { SectionCard, type SectionStatus } from '@/components/cards/section-card';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { apiErrorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { useUserData } from '@/lib/session';
import { retryingAfterFailure } from '@/lib/retrying';

/** How many of the newest notifications the card lists. */
const shown = 5;

function AccountCard() {
  const { t } = useTranslation('home');
  const user = useUserData();
  const rows = [
    { label: t('account.name'), value: user?.fullName },
    { label: t('account.email'), value: user?.email },
    { label: t('account.role'), value: user?.role },
  ];
  return (
    <SectionCard title={t('account.title')} description={t('account.description')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="truncate font-medium">{row.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** Data from the API: GET /notifications, the same query the top bar's bell uses. */
function NotificationsCard() {
  const { t } = useTranslation('home');
  const query = useNotifications();
  const items = (query.data ?? []).slice(0, shown);
  const status: SectionStatus = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : items.length === 0
        ? 'empty'
        : 'ready';
  return (
    <SectionCard
      title={t('notifications.title')}
      description={t('notifications.description')}
      status={status}
      empty={t('notifications.empty')}
      errorMessage={query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : undefined}
      onRetry={() => void query.refetch()}
      retrying={retryingAfterFailure(query)}
      bodyClassName="min-h-48"
    >
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <span className={item.isRead ? 'text-muted-foreground' : 'font-medium'}>{item.message}</span>
            <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
              {formatRelativeTime(item.timestamp)}
            </time>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function NextStepsCard() {
  const { t } = useTranslation('home');
  const steps = ['api', 'route', 'feature', 'menu'] as const;
  return (
    <SectionCard title={t('next.title')} description={t('next.description')}>
      <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{t(`next.${step}`)}</li>
        ))}
      </ol>
    </SectionCard>
  );
}

export default function HomeScreen() {
  const { t } = useTranslation(['home', 'nav']);
  const user = useUserData();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={user ? t('welcome', { name: user.fullName }) : undefined}
        breadcrumbs={[{ label: t('nav:routes.home') }]}
      />
      <PageGrid
        cells={[
          { id: 'account', span: 'col-span-12 lg:col-span-5', card: <AccountCard /> },
          { id: 'notifications', span: 'col-span-12 lg:col-span-7', card: <NotificationsCard /> },
          { id: 'next', span: 'col-span-12', card: <NextStepsCard /> },
        ]}
      />
    </div>
  );
}
