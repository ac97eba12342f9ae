/** /dashboard/operations: fulfilment at a glance, every figure derived from the live demo store. */
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadChartJsRenderer } from '@/components/charts/preload';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useOperationsDashboard } from '@/features/dashboards/api/get-operations-dashboard';
import { OpsKpis } from '@/features/dashboards/components/operations/ops-kpis';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';

const loadOperationsCards = () => import('@/features/dashboards/components/operations/operations-cards');
const OperationsCards = lazy(loadOperationsCards);

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const loadingCells = [
  { className: 'col-span-12 lg:col-span-8', height: 460 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-4', height: 460 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-6', height: 508 },
  { className: 'col-span-12 lg:col-span-6', height: 508 },
  { className: 'col-span-12 lg:col-span-7', height: 549 },
  { className: 'col-span-12 lg:col-span-5', height: 549 },
];

export default function OperationsDashboardScreen() {
  // The cards' code and the chart library download while the data is on its way.
  usePreloadAfterPaint(loadChartJsRenderer, loadOperationsCards);
  const { t } = useTranslation('dashboards');
  const { data, error, isError, refetch, isFetching } = useOperationsDashboard();
  if (isError) return <DashboardError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('operations.title')} subtitle={t('operations.subtitle')}>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span aria-live="polite">
            {data
              ? t('operations.updated', { time: formatDate(data.generatedAt, { hour: 'numeric', minute: '2-digit' }) })
              : ''}
          </span>
          <Button variant="tonal" size="sm" onClick={() => void refetch()} loading={isFetching}>
            {!isFetching && <RefreshCw aria-hidden />}
            {t('operations.refresh')}
          </Button>
        </div>
      </DashboardHeader>
      <OpsKpis data={data?.kpis} />
      <div className="grid grid-cols-12 gap-6 *:min-w-0">
        {!data ? (
          <DashboardSkeleton cells={loadingCells} />
        ) : (
          <Suspense fallback={<DashboardSkeleton cells={loadingCells} />}>
            <OperationsCards data={data} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
