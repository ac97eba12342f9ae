import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatCompact, formatList, formatNumber, formatPercent } from '@/lib/format';
import { getAnalyticsTotalOrders } from '../../api/get-analytics-total-orders';
import type { AnalyticsDashboard, AnalyticsTotalOrders } from '../../types/analytics';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';
import { usePeriodCard } from '../shared/use-period-card';
import { Headline } from './headline';

const periods = ['this-year', 'last-year'] as const;

/** Orders completed and awaiting payment per month of the chosen year, stacked, with each share of the total. */
export function TotalOrdersCard({ data: initial }: { data?: AnalyticsTotalOrders }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'orders',
    periods,
    defaultPeriod: 'this-year',
    initial,
    dashboard: 'analytics',
    card: 'total-orders',
    fetch: getAnalyticsTotalOrders,
  });
  const data = card.data;
  const title = t('analytics.orders.title');
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [
      { name: t('analytics.orders.completed'), data: data?.completed ?? [], tone: 'primary', kind: 'bar' } as const,
      { name: t('analytics.orders.pending'), data: data?.pending ?? [], tone: 'info', kind: 'bar' } as const,
    ],
    [data, t],
  );
  const table = data && {
    columns: [t('table.month'), t('analytics.orders.completed'), t('analytics.orders.pending')],
    rows: data.months.map((m, i) => [monthLabel(m), data.completed[i] ?? 0, data.pending[i] ?? 0]),
  };
  return (
    <Card className="h-full">
      <Headline
        title={title}
        description={t(`menu.periods.${card.period}`)}
        value={data && formatNumber(data.total)}
        change={data?.changePercent}
        caption={t('analytics.orders.caption')}
        {...card.menu}
        exportName={`orders-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-3">
          <div ref={chart}>
            <CartesianChart
              stacked
              valueAxis={false}
              grid={false}
              height={180}
              label={t('analytics.orders.chart')}
              series={series}
              categories={categories}
              table={table}
            />
          </div>
          <Legend
            loading={!data}
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
        </PeriodBody>
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
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('analytics');
  const title = t('analytics.trend.title');
  return (
    <Card className="h-full">
      <Headline
        title={title}
        value={data && formatCompact(data.total)}
        change={data?.changePercent}
        onRefresh={refresh}
        exportName="order-value"
        chart={chart}
      />
      <CardContent ref={chart} className="mt-auto">
        <CartesianChart
          sparkline
          height={120}
          label={t('analytics.trend.chart')}
          categories={[]}
          series={series}
          formatValue={(v) => formatCompact(v * 1000)}
          summary={
            data &&
            t('analytics.kpis.summary', {
              values: formatList(
                data.series.map((v) => formatCompact(v * 1000)),
                { type: 'unit' },
              ),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
