/** /dashboard/analytics: headline figures, shares, orders, audience, weather, tasks, teams, sellers, map. */
import { useTranslation } from 'react-i18next';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from '@/components/layout/deferred-page-grid';
import type { PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { retryingAfterFailure } from '@/lib/retrying';

const third = 'col-span-12 md:col-span-6 lg:col-span-4';
const half = 'col-span-12 md:col-span-6';

// Each card's code loads after the first paint (DeferredPageGrid), while the data is on its way.
const KpiCard = lazyCard(() => import('@/features/dashboards/components/analytics/kpi-card'), 'KpiCard');
const LeadingTeamsCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/list-cards'),
  'LeadingTeamsCard',
);
const SocialTrafficCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/list-cards'),
  'SocialTrafficCard',
);
const LocationsCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/locations-card'),
  'LocationsCard',
);
const NewCustomersCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/period-charts'),
  'NewCustomersCard',
);
const OrderTrendCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/order-charts'),
  'OrderTrendCard',
);
const TotalOrdersCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/order-charts'),
  'TotalOrdersCard',
);
const WeeklySalesCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/period-charts'),
  'WeeklySalesCard',
);
const SellersCard = lazyCard(() => import('@/features/dashboards/components/analytics/sellers-card'), 'SellersCard');
const CouponsCard = lazyCard(() => import('@/features/dashboards/components/analytics/share-cards'), 'CouponsCard');
const MarketShareCard = lazyCard(
  () => import('@/features/dashboards/components/analytics/share-cards'),
  'MarketShareCard',
);
const PayingCard = lazyCard(() => import('@/features/dashboards/components/analytics/share-cards'), 'PayingCard');
const TasksCard = lazyCard(() => import('@/features/dashboards/components/analytics/tasks-card'), 'TasksCard');
const WeatherCard = lazyCard(() => import('@/features/dashboards/components/analytics/weather-card'), 'WeatherCard');

export default function AnalyticsDashboardScreen() {
  const { t } = useTranslation('dashboards');
  const dashboard = useAnalyticsDashboard();
  const { data: answer, error, isError, refetch } = dashboard;
  const data = useFirstDataInBackground(answer);
  // The demo tracks four headline figures; their cards show as skeletons until the data names them.
  const kpis = data ? data.kpis : [undefined, undefined, undefined, undefined];
  const cells: PageCell[] = [
    ...kpis.map((kpi, index) => ({
      id: `kpi-${kpi?.id ?? index}`,
      span: 'col-span-12 sm:col-span-6 lg:col-span-3',
      card: <KpiCard kpi={kpi} />,
    })),
    { id: 'coupons', span: third, card: <CouponsCard data={data?.coupons} /> },
    { id: 'market-share', span: third, card: <MarketShareCard data={data?.marketShare} total={data?.marketTotal} /> },
    { id: 'paying', span: third, card: <PayingCard data={data?.paying} /> },
    { id: 'total-orders', span: third, card: <TotalOrdersCard data={data?.totalOrders} /> },
    { id: 'order-trend', span: third, card: <OrderTrendCard data={data?.orderTrend} /> },
    { id: 'social', span: third, card: <SocialTrafficCard data={data?.socialTraffic} max={data?.socialMax} /> },
    { id: 'new-customers', span: third, card: <NewCustomersCard data={data?.newCustomers} /> },
    { id: 'weekly-sales', span: third, card: <WeeklySalesCard data={data?.weeklySales} /> },
    { id: 'weather', span: third, card: <WeatherCard data={data?.weather} /> },
    { id: 'tasks', span: half, card: <TasksCard data={data?.tasks} /> },
    { id: 'teams', span: half, card: <LeadingTeamsCard data={data?.leadingTeams} /> },
    { id: 'sellers', span: half, card: <SellersCard data={data?.sellers} /> },
    { id: 'locations', span: half, card: <LocationsCard data={data?.locations} /> },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      {isError ? (
        <DashboardError error={error} onRetry={() => void refetch()} retrying={retryingAfterFailure(dashboard)} />
      ) : (
        <DeferredPageGrid cells={cells} loadingLabel={data ? undefined : t('state.loading')} />
      )}
    </div>
  );
}
