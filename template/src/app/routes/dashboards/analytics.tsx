/** /dashboard/analytics: headline figures, shares, orders, audience, weather, tasks, teams, sellers, map. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadApexRenderer } from '@/components/charts/preload';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import { KpiCard } from '@/features/dashboards/components/analytics/kpi-card';
import { LeadingTeamsCard, SocialTrafficCard } from '@/features/dashboards/components/analytics/list-cards';
import { LocationsCard } from '@/features/dashboards/components/analytics/locations-card';
import {
  NewCustomersCard,
  OrderTrendCard,
  TotalOrdersCard,
  WeeklySalesCard,
} from '@/features/dashboards/components/analytics/order-charts';
import { SellersCard } from '@/features/dashboards/components/analytics/sellers-card';
import { CouponsCard, MarketShareCard, PayingCard } from '@/features/dashboards/components/analytics/share-cards';
import { TasksCard } from '@/features/dashboards/components/analytics/tasks-card';
import { WeatherCard } from '@/features/dashboards/components/analytics/weather-card';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';

const Third = ({ children }: { children: ReactNode }) => (
  <div className="col-span-12 md:col-span-6 lg:col-span-4">{children}</div>
);
const Half = ({ children }: { children: ReactNode }) => <div className="col-span-12 md:col-span-6">{children}</div>;

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const cells = (className: string, heights: number[]) => heights.map((height) => ({ className, height }));
const loadingCells = [
  ...cells('col-span-12 sm:col-span-6 lg:col-span-3', [240, 240, 240, 240]),
  ...cells('col-span-12 md:col-span-6 lg:col-span-4', [428, 428, 428, 388, 388, 388, 306, 306, 306]),
  ...cells('col-span-12 md:col-span-6', [445, 445, 488, 488]),
];

export default function AnalyticsDashboardScreen() {
  // The chart library download while the data is on its way.
  usePreloadAfterPaint(loadApexRenderer);
  const { t } = useTranslation('dashboards');
  const { data, error, isError, refetch, isFetching } = useAnalyticsDashboard();
  if (isError) return <DashboardError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <div className="grid grid-cols-12 gap-6 *:min-w-0">
        {!data ? (
          <DashboardSkeleton cells={loadingCells} />
        ) : (
          <>
            {(data?.kpis ?? Array.from({ length: 4 }, () => undefined)).map((kpi, i) => (
              <div key={kpi?.id ?? i} className="col-span-12 sm:col-span-6 lg:col-span-3">
                {kpi ? <KpiCard kpi={kpi} /> : <Skeleton className="h-56 w-full" />}
              </div>
            ))}
            <Third>
              <CouponsCard data={data?.coupons} />
            </Third>
            <Third>
              <MarketShareCard data={data?.marketShare} total={data?.marketTotal} />
            </Third>
            <Third>
              <PayingCard share={data?.payingShare} />
            </Third>
            <Third>
              <TotalOrdersCard data={data?.totalOrders} />
            </Third>
            <Third>
              <OrderTrendCard data={data?.orderTrend} />
            </Third>
            <Third>
              <SocialTrafficCard data={data?.socialTraffic} max={data?.socialMax} />
            </Third>
            <Third>
              <NewCustomersCard data={data?.newCustomers} />
            </Third>
            <Third>
              <WeeklySalesCard data={data?.weeklySales} />
            </Third>
            <Third>
              <WeatherCard data={data?.weather} />
            </Third>
            <Half>
              <TasksCard data={data?.tasks} />
            </Half>
            <Half>
              <LeadingTeamsCard data={data?.leadingTeams} />
            </Half>
            <Half>
              <SellersCard data={data?.sellers} />
            </Half>
            <Half>
              <LocationsCard data={data?.locations} />
            </Half>
          </>
        )}
      </div>
    </div>
  );
}
