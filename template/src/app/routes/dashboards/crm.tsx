/** /dashboard/crm, the admin landing page: recruiting, cash flow, activities and the orders table. */
import { useTranslation } from 'react-i18next';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from '@/components/layout/deferred-page-grid';
import type { PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useCrmDashboard } from '@/features/dashboards/api/get-crm-dashboard';
import { ActivitiesCard } from '@/features/dashboards/components/crm/activities-card';
import { MonthlyEarningsCard } from '@/features/dashboards/components/crm/monthly-earnings-card';
import { StatisticsCard } from '@/features/dashboards/components/crm/statistics-card';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DeferredOrdersCard } from '@/features/orders/components/deferred-orders-card';
import { retryingAfterFailure } from '@/lib/retrying';

// The first row (statistics, monthly earnings) is in the page's HTML: on a phone it fills the first
// screen, and text of it painted later (the earnings' comparison line) would be the screen's largest
// paint, seconds after the first. Every other card's code loads after the first paint
// (DeferredPageGrid), while the data is on its way.
const BalanceOverviewCard = lazyCard(
  () => import('@/features/dashboards/components/crm/balance-overview-card'),
  'BalanceOverviewCard',
);
const CryptoHoldingsCard = lazyCard(
  () => import('@/features/dashboards/components/crm/crypto-holdings-card'),
  'CryptoHoldingsCard',
);
const EarningExpenseCard = lazyCard(
  () => import('@/features/dashboards/components/crm/earning-expense-card'),
  'EarningExpenseCard',
);
const MonthlyExpensesCard = lazyCard(
  () => import('@/features/dashboards/components/crm/monthly-expenses-card'),
  'MonthlyExpensesCard',
);
const TransactionsCard = lazyCard(
  () => import('@/features/dashboards/components/crm/transactions-card'),
  'TransactionsCard',
);

export default function CrmDashboardScreen() {
  const { t } = useTranslation('dashboards');
  const dashboard = useCrmDashboard();
  const { data: answer, error, isError, refetch } = dashboard;
  const data = useFirstDataInBackground(answer);
  const half = 'col-span-12 md:col-span-6';
  const quarter = 'col-span-12 md:col-span-6 xl:col-span-3';
  // Cards drawn from GET /dashboards/crm; when it fails, one error card takes their place.
  const dashboardCells: PageCell[] = isError
    ? [
        {
          id: 'error',
          span: 'col-span-12',
          card: (
            <DashboardError error={error} onRetry={() => void refetch()} retrying={retryingAfterFailure(dashboard)} />
          ),
        },
      ]
    : [
        {
          id: 'statistics',
          span: 'col-span-12 lg:col-span-7 xl:col-span-8',
          card: <StatisticsCard data={data?.statistics} />,
          firstPaint: true,
        },
        {
          id: 'earnings',
          span: `${half} lg:col-span-5 xl:col-span-4`,
          card: <MonthlyEarningsCard data={data?.monthlyEarnings} />,
          firstPaint: true,
        },
        { id: 'balance', span: `${half} lg:col-span-8`, card: <BalanceOverviewCard data={data?.balanceOverview} /> },
        { id: 'crypto', span: `${half} lg:col-span-4`, card: <CryptoHoldingsCard data={data?.cryptoHoldings} /> },
        { id: 'earning-expense', span: quarter, card: <EarningExpenseCard data={data?.earningVsExpense} /> },
        { id: 'expenses', span: quarter, card: <MonthlyExpensesCard data={data?.monthlyExpenses} /> },
        { id: 'transactions', span: quarter, card: <TransactionsCard data={data?.transactions} /> },
      ];
  const cells: PageCell[] = [
    ...dashboardCells,
    // These two ask their own endpoints and draw their own states.
    { id: 'activities', span: quarter, card: <ActivitiesCard /> },
    {
      id: 'orders',
      span: 'col-span-12',
      card: <DeferredOrdersCard pageSize={6} listId="orders-crm" paramPrefix="orders" />,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('crm.title')} subtitle={t('crm.subtitle')} />
      <DeferredPageGrid cells={cells} loadingLabel={data || isError ? undefined : t('state.loading')} />
    </div>
  );
}
