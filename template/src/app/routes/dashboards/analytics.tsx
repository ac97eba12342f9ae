/** /dashboard/analytics: headline figures, shares, orders, audience, weather, tasks, teams, sellers, map. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadApexRenderer } from '@/components/charts/preload';
import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';

const loadAnalyticsCards = () => import('@/features/dashboards/components/analytics/analytics-cards');
const AnalyticsCards = lazy(loadAnalyticsCards);

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const cells = (className: string, heights: number[]) => heights.map((height) => ({ className, height }));
const loadingCells = [
  ...cells('col-span-12 sm:col-span-6 lg:col-span-3', [240, 240, 240, 240]),
  ...cells('col-span-12 md:col-span-6 lg:col-span-4', [428, 428, 428, 388, 388, 388, 306, 306, 306]),
  ...cells('col-span-12 md:col-span-6', [445, 445, 488, 488]),
];

export default function AnalyticsDashboardScreen() {
  // The cards' code and the chart library download while the data is on its way.
  usePreloadAfterPaint(loadApexRenderer, loadAnalyticsCards);
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
          <Suspense fallback={<DashboardSkeleton cells={loadingCells} />}>
            <AnalyticsCards data={data} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
