/** /dashboard/crm, the admin landing page: recruiting, cash flow, activities and the orders table. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadChartJsRenderer } from '@/components/charts/preload';
import { loadSwiperCarousel } from '@/features/dashboards/components/shared/carousel';
import { useCrmDashboard } from '@/features/dashboards/api/get-crm-dashboard';
import { ActivitiesCard } from '@/features/dashboards/components/crm/activities-card';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';
import { DeferredOrdersCard } from '@/features/orders/components/deferred-orders-card';

const loadCrmCards = () => import('@/features/dashboards/components/crm/crm-cards');
const CrmCards = lazy(loadCrmCards);

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
  // The cards' code, the chart library and Swiper download while the data is on its way.
  usePreloadAfterPaint(loadChartJsRenderer, loadSwiperCarousel, loadCrmCards);
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
          <Suspense fallback={<DashboardSkeleton cells={loadingCells} />}>
            <CrmCards data={data} />
          </Suspense>
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
