import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { formatMoney, formatNumber } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

const tones: Record<string, Tone> = {
  Pending: 'warning',
  Processing: 'secondary',
  Shipped: 'primary',
  'Out for Delivery': 'info',
  Delivered: 'success',
  Cancelled: 'error',
};
export const statusKey = (status: string) =>
  status.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

/** Orders at each stage, from placed to delivered (and cancelled), with their value. */
export function PipelineCard({ data }: { data?: OperationsDashboard['pipeline'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => data?.map((p) => t(`operations.status.${statusKey(p.status)}`)) ?? [], [data, t]);
  const series = useMemo(
    () => [
      {
        name: t('operations.pipeline.orders'),
        data: data?.map((p) => p.count) ?? [],
        kind: 'bar' as const,
        tone: 'primary',
        pointTones: data?.map((p) => tones[p.status] ?? 'primary'),
      },
    ],
    [data, t],
  );
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('operations');
  const title = t('operations.pipeline.title');
  const table = data && {
    columns: [t('operations.pipeline.status'), t('operations.pipeline.orders'), t('operations.pipeline.value')],
    rows: data.map((p, i) => [labels[i] ?? p.status, p.count, formatMoney(p.amount)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t('operations.pipeline.subtitle')}
        onRefresh={refresh}
        exportName="order-pipeline"
        table={table}
        chart={chart}
      />
      <CardContent className="flex flex-col gap-4">
        <div ref={chart}>
          <CartesianChart
            horizontal
            height={240}
            label={t('operations.pipeline.chart')}
            categories={labels}
            series={series}
            table={table}
          />
        </div>
        {data && (
          <ol className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {data.map((p, i) => (
              <li key={p.status} className="rounded-md bg-muted/60 p-2.5">
                <p className="text-xs text-muted-foreground">{labels[i]}</p>
                <p className="font-semibold">{formatNumber(p.count)}</p>
                <p className="text-xs text-muted-foreground">{formatMoney(p.amount, 'USD', { notation: 'compact' })}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
