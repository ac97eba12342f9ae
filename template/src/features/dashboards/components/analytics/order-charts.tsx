import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import type { ThemeTokens } from '@/components/charts/theme-tokens';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types';
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

const stacked: ApexOptions = {
  chart: { stacked: true },
  plotOptions: { bar: { columnWidth: '45%', borderRadius: 3, borderRadiusApplication: 'end' } },
  yaxis: { show: false },
  grid: { show: false },
  tooltip: { shared: true, intersect: false },
};

/** Orders completed and awaiting payment per month, stacked, with each share of the total. */
export function TotalOrdersCard({ data }: { data?: AnalyticsDashboard['totalOrders'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('analytics.orders.completed'), data: data?.completed ?? [] },
      { name: t('analytics.orders.pending'), data: data?.pending ?? [] },
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
        <ApexChart
          type="bar"
          height={180}
          label={t('analytics.orders.chart')}
          series={series}
          categories={categories}
          colors={['primary', 'info']}
          options={stacked}
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

const sparkArea = (tk: ThemeTokens): ApexOptions => ({
  chart: { sparkline: { enabled: true } },
  stroke: { width: 2 },
  fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0 } },
  tooltip: { x: { show: false } },
  markers: { strokeColors: tk.card },
});

/** Order volume trend (thousands) as a sparkline. */
export function OrderTrendCard({ data }: { data?: AnalyticsDashboard['orderTrend'] }) {
  const { t } = useTranslation('dashboards');
  const series = useMemo(() => [{ name: t('analytics.trend.series'), data: data?.series ?? [] }], [data, t]);
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.trend.title')}
        value={data ? formatCompact(data.total) : '…'}
        change={data?.changePercent ?? 0}
      />
      <CardContent className="mt-auto">
        <ApexChart
          type="area"
          height={120}
          label={t('analytics.trend.chart')}
          series={series}
          colors={['warning']}
          options={sparkArea}
          summary={
            data && t('analytics.kpis.summary', { values: data.series.map((v) => formatCompact(v * 1000)).join(', ') })
          }
        />
      </CardContent>
    </Card>
  );
}

const lines = (tk: ThemeTokens): ApexOptions => ({
  stroke: { width: [3, 2], dashArray: [0, 6] },
  yaxis: { show: false },
  grid: { show: false, padding: { left: 18, right: 18 } },
  xaxis: { labels: { hideOverlappingLabels: true, rotate: 0 } },
  markers: { size: 0, strokeColors: tk.card },
  tooltip: { shared: true },
});

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
      { name: t('analytics.customers.current'), data: thisWeek ?? [] },
      { name: t('analytics.customers.previous'), data: lastWeek ?? [] },
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
        <ApexChart
          type="line"
          height={150}
          label={t('analytics.customers.chart')}
          series={series}
          categories={categories}
          colors={['primary', 'secondary']}
          options={lines}
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

const columns: ApexOptions = {
  plotOptions: { bar: { columnWidth: '50%', borderRadius: 4, distributed: false } },
  yaxis: { show: false },
  grid: { show: false },
  tooltip: { y: { formatter: (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact' }) } },
};

/** Sales per day this week (thousands of dollars). */
export function WeeklySalesCard({ data }: { data?: AnalyticsDashboard['weeklySales'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.dates.map((d) => dayLabel(d)) ?? [], [data]);
  const total = data?.series.reduce((a, b) => a + b, 0) ?? 0;
  const first = data?.series[0] ?? 0;
  const last = data?.series.at(-1) ?? 0;
  const series = useMemo(() => [{ name: t('analytics.weekly.series'), data: data?.series ?? [] }], [data, t]);
  return (
    <Card className="h-full">
      <Headline
        title={t('analytics.weekly.title')}
        value={data ? formatMoney(total * 1000, 'USD', { notation: 'compact' }) : '…'}
        change={first ? Math.round(((last - first) / first) * 1000) / 10 : 0}
      />
      <CardContent className="mt-auto">
        <ApexChart
          type="bar"
          height={150}
          label={t('analytics.weekly.chart')}
          series={series}
          categories={categories}
          colors={['success']}
          options={columns}
          table={
            data && {
              columns: [t('table.day'), t('analytics.weekly.series')],
              rows: data.dates.map((d, i) => [
                dayLabel(d),
                formatMoney((data.series[i] ?? 0) * 1000, 'USD', { notation: 'compact' }),
              ]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
