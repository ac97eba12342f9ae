import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatCompact, formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { Headline } from './headline';

/** Orders completed and awaiting payment per month, stacked, with each share of the total. */
export function TotalOrdersCard({ data }: { data?: AnalyticsDashboard['totalOrders'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('analytics.orders.completed'), data: data?.completed ?? [], tone: 'primary', kind: 'bar' } as const,
      { name: t('analytics.orders.pending'), data: data?.pending ?? [], tone: 'info', kind: 'bar' } as const,
    ],
    [data, t],
  );
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.orders.title')}
        value={data ? formatNumber(data.total) : '…'}
        change={data?.changePercent ?? 0}
        caption={t('analytics.orders.caption')}
      />
      <CardContent className="flex flex-col gap-3">
        <CartesianChart
          stacked
          valueAxis={false}
          grid={false}
          height={180}
          label={t('analytics.orders.chart')}
          series={series}
          categories={categories}
          table={
            data && {
              columns: [t('table.month'), t('analytics.orders.completed'), t('analytics.orders.pending')],
              rows: data.months.map((m, i) => [monthLabel(m), data.completed[i] ?? 0, data.pending[i] ?? 0]),
            }
          }
        />
        <Legend
          items={[
            {
              label: t('analytics.orders.completed'),
              tone: 'primary',
              value: data ? formatPercent(data.completedPercent) : undefined,
            },
            {
              label: t('analytics.orders.pending'),
              tone: 'info',
              value: data ? formatPercent(data.pendingPercent) : undefined,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** Order volume trend (thousands) as a sparkline. */
export function OrderTrendCard({ data }: { data?: AnalyticsDashboard['orderTrend'] }) {
  const { t } = useTranslation('dashboards');
  const series = useMemo(
    () => [{ name: t('analytics.trend.series'), data: data?.series ?? [], tone: 'warning', kind: 'area' } as const],
    [data, t],
  );
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.trend.title')}
        value={data ? formatCompact(data.total) : '…'}
        change={data?.changePercent ?? 0}
      />
      <CardContent className="mt-auto">
        <CartesianChart
          sparkline
          height={120}
          label={t('analytics.trend.chart')}
          categories={[]}
          series={series}
          formatValue={(v) => formatCompact(v * 1000)}
          summary={
            data && t('analytics.kpis.summary', { values: data.series.map((v) => formatCompact(v * 1000)).join(', ') })
          }
        />
      </CardContent>
    </Card>
  );
}
