import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatList, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { getAnalyticsKpi } from '../../api/get-analytics-kpi';
import type { AnalyticsKpi as Kpi } from '../../types/analytics';
import { CardMenu } from '../shared/card-menu';
import { DeltaChip } from '../shared/delta-chip';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

export const formatKpi = (kpi: Pick<Kpi, 'unit'>, value: number) =>
  kpi.unit === 'percent'
    ? formatPercent(value)
    : kpi.unit === 'money'
      ? formatMoney(value, 'USD', { maximumFractionDigits: 0 })
      : formatNumber(value);

const periods = ['7d', '30d', '90d'] as const;

/**
 * A headline figure, its change and a small trend chart over the period chosen in its menu. Without
 * `kpi` it shows its loading state: the same rows as skeletons, in a card of the same height.
 */
export function KpiCard({ kpi }: { kpi?: Kpi }) {
  return kpi ? <LoadedKpiCard initial={kpi} /> : <KpiCardSkeleton />;
}

function LoadedKpiCard({ initial }: { initial: Kpi }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const { id } = initial;
  const card = usePeriodCard({
    param: `kpi-${id}`,
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'analytics',
    card: `kpi-${id}`,
    fetch: (period, signal) => getAnalyticsKpi(id, period, signal),
  });
  const kpi = card.data ?? initial;
  const title = t(`analytics.kpis.${id}.title`);
  const periodLabel = t(`menu.periods.${card.period}`);
  const series = useMemo(
    () => [{ name: title, data: kpi.series, tone: 'primary', kind: kpi.kind === 'column' ? 'bar' : 'area' } as const],
    [kpi.series, kpi.kind, title],
  );
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2">
        <div className="-my-1.5 flex items-center justify-between gap-2">
          <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
          <CardMenu
            title={title}
            {...card.menu}
            exportName={`${id}-${card.period}`}
            table={{ columns: [t('table.day'), title], rows: kpi.dates.map((d, i) => [d, kpi.series[i] ?? 0]) }}
            chart={chart}
          />
        </div>
        <PeriodBody {...card.body} className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <p className="text-2xl font-semibold">{formatKpi(kpi, kpi.value)}</p>
            <DeltaChip value={kpi.changePercent} />
          </div>
          <p className="text-xs text-muted-foreground">{t(`analytics.kpis.${id}.caption`)}</p>
          {/* Both kinds take the column chart's 80 px, so every KPI card (and its skeleton) is one height. */}
          <div ref={chart} className="flex h-20 flex-col justify-end">
            <CartesianChart
              sparkline
              tooltip={false}
              height={kpi.kind === 'column' ? 80 : 60}
              label={t('analytics.kpis.chart', { title, period: periodLabel })}
              categories={[]}
              series={series}
              summary={t('analytics.kpis.summary', {
                values: formatList(
                  kpi.series.map((v) => formatKpi(kpi, v)),
                  { type: 'unit' },
                ),
              })}
            />
          </div>
          <p className="text-xs text-muted-foreground">{periodLabel}</p>
        </PeriodBody>
      </CardContent>
    </Card>
  );
}

function KpiCardSkeleton() {
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2">
        {/* The title's row is its menu button's 32 px less the row's negative margins: 20 px. */}
        <Skeleton className="my-0.5 h-4 w-24" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-20" />
        <Skeleton className="h-4 w-20" />
      </CardContent>
    </Card>
  );
}
