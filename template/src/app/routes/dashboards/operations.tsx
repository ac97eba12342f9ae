/** /dashboard/operations: fulfilment at a glance, every figure derived from the live demo store. */
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from '@/components/layout/deferred-page-grid';
import type { PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatDate } from '@/lib/format';
import { useOperationsDashboard } from '@/features/dashboards/api/get-operations-dashboard';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { retryingAfterFailure } from '@/lib/retrying';

// Each card's code loads after the first paint (DeferredPageGrid), while the data is on its way.
const BranchesCard = lazyCard(
  () => import('@/features/dashboards/components/operations/branches-card'),
  'BranchesCard',
);
const CarriersCard = lazyCard(
  () => import('@/features/dashboards/components/operations/carriers-card'),
  'CarriersCard',
);
const OnTimeCard = lazyCard(() => import('@/features/dashboards/components/operations/on-time-card'), 'OnTimeCard');
const OpsKpis = lazyCard(() => import('@/features/dashboards/components/operations/ops-kpis'), 'OpsKpis');
const PipelineCard = lazyCard(
  () => import('@/features/dashboards/components/operations/pipeline-card'),
  'PipelineCard',
);
const StaffCard = lazyCard(() => import('@/features/dashboards/components/operations/staff-card'), 'StaffCard');
const WarehousesCard = lazyCard(
  () => import('@/features/dashboards/components/operations/warehouses-card'),
  'WarehousesCard',
);

export default function OperationsDashboardScreen() {
  const { t } = useTranslation('dashboards');
  const dashboard = useOperationsDashboard();
  const { data: answer, error, isError, refetch } = dashboard;
  const data = useFirstDataInBackground(answer);
  // The page is built with its answers (config/paths.ts): the time of the update is the visitor's
  // clock's and the answers are refreshed once the page is live, so both show from then on, never in
  // the markup React takes over (built in another time zone, with no fetch under way).
  const live = useHydrated();
  const refreshing = live && dashboard.isFetching;
  const cells: PageCell[] = [
    { id: 'kpis', span: 'col-span-12', card: <OpsKpis data={data?.kpis} /> },
    { id: 'pipeline', span: 'col-span-12 lg:col-span-8', card: <PipelineCard data={data?.pipeline} /> },
    {
      id: 'on-time',
      span: 'col-span-12 md:col-span-6 lg:col-span-4',
      card: <OnTimeCard data={data?.onTime} rate={data?.kpis.onTimeRate} />,
    },
    { id: 'carriers', span: 'col-span-12 md:col-span-6', card: <CarriersCard data={data?.carriers} /> },
    { id: 'warehouses', span: 'col-span-12 lg:col-span-6', card: <WarehousesCard data={data?.warehouses} /> },
    { id: 'branches', span: 'col-span-12 lg:col-span-7', card: <BranchesCard data={data?.branches} /> },
    { id: 'staff', span: 'col-span-12 lg:col-span-5', card: <StaffCard data={data?.staff} /> },
  ];
  const refresh = (
    <div className="flex items-center gap-3 text-sm text-muted-foreground">
      <span aria-live="polite">
        {data && live
          ? t('operations.updated', { time: formatDate(data.generatedAt, { hour: 'numeric', minute: '2-digit' }) })
          : ''}
      </span>
      <Button variant="tonal" size="sm" onClick={() => void refetch()} loading={refreshing}>
        {!refreshing && <RefreshCw aria-hidden />}
        {t('operations.refresh')}
      </Button>
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('operations.title')} subtitle={t('operations.subtitle')} actions={refresh} />
      {isError ? (
        <DashboardError error={error} onRetry={() => void refetch()} retrying={retryingAfterFailure(dashboard)} />
      ) : (
        <DeferredPageGrid cells={cells} loadingLabel={data ? undefined : t('state.loading')} />
      )}
    </div>
  );
}
