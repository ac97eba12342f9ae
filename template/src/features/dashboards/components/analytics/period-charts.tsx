import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney, formatNumber } from '@/lib/format';
import { getAnalyticsNewCustomers, getAnalyticsWeeklySales } from '../../api/get-analytics-period-charts';
import type { AnalyticsNewCustomers, AnalyticsWeeklySales } from '../../types/analytics';
import { dayLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';
import { Headline } from './headline';

const periods = ['7d', '30d', '90d'] as const;
const percentChange = (from: number, to: number) => (from ? Math.round(((to - from) / from) * 1000) / 10 : 0);

/** New customers in the chosen period against the period before it (dashed). */
export function NewCustomersCard({ data: initial }: { data?: AnalyticsNewCustomers }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'customers',
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'analytics',
    card: 'new-customers',
    fetch: getAnalyticsNewCustomers,
  });
  const data = card.data;
  const title = t('analytics.customers.title');
  const categories = data?.dates.map(dayLabel) ?? [];
  const series = [
    { name: t('analytics.customers.current'), data: data?.current ?? [], tone: 'primary', kind: 'line' } as const,
    {
      name: t('analytics.customers.previous'),
      data: data?.previous ?? [],
      tone: 'secondary',
      kind: 'line',
      dashed: true,
    } as const,
  ];
  const table = data && {
    columns: [t('table.day'), t('analytics.customers.current'), t('analytics.customers.previous')],
    rows: data.dates.map((d, i) => [dayLabel(d), data.current[i] ?? 0, data.previous[i] ?? 0]),
  };
  const current = data?.current.at(-1) ?? 0;
  return (
    <Card className="h-full">
      <Headline
        title={title}
        description={t(`menu.periods.${card.period}`)}
        value={data && formatNumber(current)}
        change={percentChange(data?.previous.at(-1) ?? 0, current)}
        {...card.menu}
        exportName={`new-customers-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent className="mt-auto">
        <PeriodBody {...card.body} className="flex flex-col gap-2">
          <div ref={chart}>
            <CartesianChart
              valueAxis={false}
              grid={false}
              height={150}
              label={t('analytics.customers.chart')}
              series={series}
              categories={categories}
              table={table}
            />
          </div>
          <Legend
            items={[
              { label: t('analytics.customers.current'), tone: 'primary' },
              { label: t('analytics.customers.previous'), tone: 'secondary' },
            ]}
          />
        </PeriodBody>
      </CardContent>
    </Card>
  );
}

const salesMoney = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact' });

/** Sales in the chosen period, a day (a week beyond 30 days), in thousands of dollars. */
export function WeeklySalesCard({ data: initial }: { data?: AnalyticsWeeklySales }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'weekly',
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'analytics',
    card: 'weekly-sales',
    fetch: getAnalyticsWeeklySales,
  });
  const data = card.data;
  const title = t('analytics.weekly.title');
  const categories = data?.dates.map(dayLabel) ?? [];
  const total = data?.series.reduce((a, b) => a + b, 0) ?? 0;
  const series = [
    { name: t('analytics.weekly.series'), data: data?.series ?? [], tone: 'success', kind: 'bar' } as const,
  ];
  const table = data && {
    columns: [t('table.day'), t('analytics.weekly.series')],
    rows: data.dates.map((d, i) => [dayLabel(d), salesMoney(data.series[i] ?? 0)]),
  };
  return (
    <Card className="h-full">
      <Headline
        title={title}
        description={t(`menu.periods.${card.period}`)}
        value={data && salesMoney(total)}
        change={percentChange(data?.series[0] ?? 0, data?.series.at(-1) ?? 0)}
        {...card.menu}
        exportName={`sales-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent className="mt-auto">
        <PeriodBody {...card.body}>
          <div ref={chart}>
            <CartesianChart
              valueAxis={false}
              grid={false}
              height={150}
              label={t('analytics.weekly.chart')}
              series={series}
              categories={categories}
              formatValue={salesMoney}
              table={table}
            />
          </div>
        </PeriodBody>
      </CardContent>
    </Card>
  );
}
