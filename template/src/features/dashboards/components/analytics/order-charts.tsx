import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { DeltaChip } from '../shared/delta-chip';
import { dayLabel, monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';

function Headline({
  title,
  value,
  change,
  caption,
}: {
  title: string;
  value: string;
  change: number;
  caption?: string;
}) {
  return (
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      <div className="flex items-center gap-2">
        <p className="text-2xl font-semibold">{value}</p>
        <DeltaChip value={change} />
      </div>
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </CardHeader>
  );
}

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

/** New customers this week against the same days last week (dashed). */
export function NewCustomersCard({ data }: { data?: AnalyticsDashboard['newCustomers'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.dates.map(dayLabel) ?? [], [data]);
  const thisWeek = data?.current;
  const lastWeek = data?.previous;
  const current = thisWeek?.at(-1) ?? 0;
  const previous = lastWeek?.at(-1) ?? 0;
  const series = useMemo(
    () => [
      { name: t('analytics.customers.current'), data: thisWeek ?? [], tone: 'primary', kind: 'line' } as const,
      {
        name: t('analytics.customers.previous'),
        data: lastWeek ?? [],
        tone: 'secondary',
        kind: 'line',
        dashed: true,
      } as const,
    ],
    [thisWeek, lastWeek, t],
  );
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.customers.title')}
        value={data ? formatNumber(current) : '…'}
        change={previous ? Math.round(((current - previous) / previous) * 1000) / 10 : 0}
      />
      <CardContent className="mt-auto flex flex-col gap-2">
        <CartesianChart
          valueAxis={false}
          grid={false}
          height={150}
          label={t('analytics.customers.chart')}
          series={series}
          categories={categories}
          table={
            data && {
              columns: [t('table.day'), t('analytics.customers.current'), t('analytics.customers.previous')],
              rows: data.dates.map((d, i) => [dayLabel(d), data.current[i] ?? 0, data.previous[i] ?? 0]),
            }
          }
        />
        <Legend
          items={[
            { label: t('analytics.customers.current'), tone: 'primary' },
            { label: t('analytics.customers.previous'), tone: 'secondary' },
          ]}
        />
      </CardContent>
    </Card>
  );
}

const weeklyMoney = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact' });

/** Sales per day this week (thousands of dollars). */
export function WeeklySalesCard({ data }: { data?: AnalyticsDashboard['weeklySales'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.dates.map((d) => dayLabel(d)) ?? [], [data]);
  const total = data?.series.reduce((a, b) => a + b, 0) ?? 0;
  const first = data?.series[0] ?? 0;
  const last = data?.series.at(-1) ?? 0;
  const series = useMemo(
    () => [{ name: t('analytics.weekly.series'), data: data?.series ?? [], tone: 'success', kind: 'bar' } as const],
    [data, t],
  );
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.weekly.title')}
        value={data ? weeklyMoney(total) : '…'}
        change={first ? Math.round(((last - first) / first) * 1000) / 10 : 0}
      />
      <CardContent className="mt-auto">
        <CartesianChart
          valueAxis={false}
          grid={false}
          height={150}
          label={t('analytics.weekly.chart')}
          series={series}
          categories={categories}
          formatValue={weeklyMoney}
          table={
            data && {
              columns: [t('table.day'), t('analytics.weekly.series')],
              rows: data.dates.map((d, i) => [dayLabel(d), weeklyMoney(data.series[i] ?? 0)]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
