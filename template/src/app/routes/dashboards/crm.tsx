/** /dashboard/crm, the admin landing page: recruiting, cash flow, activities and the orders table. */
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadChartJsRenderer } from '@/components/charts/preload';
import { loadSwiperCarousel } from '@/features/dashboards/components/shared/carousel';
import { useCrmDashboard } from '@/features/dashboards/api/get-crm-dashboard';
import { ActivitiesCard } from '@/features/dashboards/components/crm/activities-card';
import { BalanceOverviewCard } from '@/features/dashboards/components/crm/balance-overview-card';
import { CryptoHoldingsCard } from '@/features/dashboards/components/crm/crypto-holdings-card';
import { EarningExpenseCard } from '@/features/dashboards/components/crm/earning-expense-card';
import { MonthlyEarningsCard } from '@/features/dashboards/components/crm/monthly-earnings-card';
import { MonthlyExpensesCard } from '@/features/dashboards/components/crm/monthly-expenses-card';
import { StatisticsCard } from '@/features/dashboards/components/crm/statistics-card';
import { TransactionsCard } from '@/features/dashboards/components/crm/transactions-card';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';
import { DeferredOrdersCard } from '@/features/orders/components/deferred-orders-card';

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const loadingCells = [
  { className: 'col-span-12 lg:col-span-7 xl:col-span-8', height: 258 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-5 xl:col-span-4', height: 258 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-8', height: 442 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-4', height: 442 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-3', height: 500 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-3', height: 500 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-3', height: 500 },
];

export default function CrmDashboardScreen() {
  // The chart library and Swiper download while the data is on its way.
  usePreloadAfterPaint(loadChartJsRenderer, loadSwiperCarousel);
  const { t } = useTranslation(['dashboards', 'orders']);
  const { data, error, isError, refetch, isFetching } = useCrmDashboard();
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('crm.title')} subtitle={t('crm.subtitle')} />
      <div className="grid grid-cols-12 gap-6 *:min-w-0">
        {isError ? (
          <DashboardError error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : !data ? (
          <DashboardSkeleton cells={loadingCells} />
        ) : (
          <>
            <div className="col-span-12 lg:col-span-7 xl:col-span-8">
              <StatisticsCard data={data?.statistics} />
            </div>
            <div className="col-span-12 md:col-span-6 lg:col-span-5 xl:col-span-4">
              <MonthlyEarningsCard data={data?.monthlyEarnings} />
            </div>
            <div className="col-span-12 md:col-span-6 lg:col-span-8">
              <BalanceOverviewCard data={data?.balanceOverview} />
            </div>
            <div className="col-span-12 md:col-span-6 lg:col-span-4">
              <CryptoHoldingsCard data={data?.cryptoHoldings} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-3">
              <EarningExpenseCard data={data?.earningVsExpense} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-3">
              <MonthlyExpensesCard data={data?.monthlyExpenses} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-3">
              <TransactionsCard data={data?.transactions} />
            </div>
          </>
        )}
        <div className="col-span-12 md:col-span-6 xl:col-span-3">
          <ActivitiesCard />
        </div>
        <div className="col-span-12">
          <DeferredOrdersCard pageSize={6} />
        </div>
      </div>
    </div>
  );
}
