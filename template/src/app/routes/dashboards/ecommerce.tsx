/** /dashboard/ecommerce: promotion, store figures, showcase, crypto, today's delivery, social, tasks, sales. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadApexRenderer } from '@/components/charts/preload';
import { loadSwiperCarousel } from '@/features/dashboards/components/shared/carousel';
import { useEcommerceDashboard } from '@/features/dashboards/api/get-ecommerce-dashboard';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';

const loadEcommerceCards = () => import('@/features/dashboards/components/ecommerce/ecommerce-cards');
const EcommerceCards = lazy(loadEcommerceCards);

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const loadingCells = [
  { className: 'col-span-12 lg:col-span-6', height: 328 },
  { className: 'col-span-12 lg:col-span-6', height: 328 },
  { className: 'col-span-12 lg:col-span-6 xl:col-span-4', height: 324 },
  { className: 'col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4', height: 324 },
  { className: 'col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4', height: 324 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 374 },
  { className: 'col-span-12 lg:col-span-8 xl:col-span-5', height: 468 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-4 xl:col-span-3', height: 468 },
];

export default function EcommerceDashboardScreen() {
  // The cards' code, the chart library and Swiper download while the data is on its way.
  usePreloadAfterPaint(loadApexRenderer, loadSwiperCarousel, loadEcommerceCards);
  const { t } = useTranslation('dashboards');
  const { data, error, isError, refetch, isFetching } = useEcommerceDashboard();
  if (isError) return <DashboardError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('ecommerce.title')} subtitle={t('ecommerce.subtitle')} />
      <div className="grid grid-cols-12 gap-6 *:min-w-0">
        {!data ? (
          <DashboardSkeleton cells={loadingCells} />
        ) : (
          <Suspense fallback={<DashboardSkeleton cells={loadingCells} />}>
            <EcommerceCards data={data} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
