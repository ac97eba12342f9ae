import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { DeltaChip } from '../shared/delta-chip';

type Kpi = AnalyticsDashboard['kpis'][number];

export const formatKpi = (kpi: Pick<Kpi, 'unit'>, value: number) =>
  kpi.unit === 'percent'
    ? formatPercent(value)
    : kpi.unit === 'money'
      ? formatMoney(value, 'USD', { maximumFractionDigits: 0 })
      : formatNumber(value);

/**
 * A headline figure, its change and a small trend chart over the last days. Without `kpi` it shows
 * its loading state: the same rows as skeletons, in a card of the same height.
 */
export function KpiCard({ kpi }: { kpi?: Kpi }) {
  const { t } = useTranslation('dashboards');
  const title = kpi ? t(`analytics.kpis.${kpi.id}.title`) : '';
  const series = useMemo(
    () => [
      { name: title, data: kpi?.series ?? [], tone: 'primary', kind: kpi?.kind === 'column' ? 'bar' : 'area' } as const,
    ],
    [kpi?.series, kpi?.kind, title],
  );
  if (!kpi) return <KpiCardSkeleton />;
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2">
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
        <div className="flex items-center gap-2">
          <p className="text-2xl font-semibold">{formatKpi(kpi, kpi.value)}</p>
          <DeltaChip value={kpi.changePercent} />
        </div>
        <p className="text-xs text-muted-foreground">{t(`analytics.kpis.${kpi.id}.caption`)}</p>
        {/* Both kinds take the column chart's 80 px, so every KPI card (and its skeleton) is one height. */}
        <div className="flex h-20 flex-col justify-end">
          <CartesianChart
            sparkline
            tooltip={false}
            height={kpi.kind === 'column' ? 80 : 60}
            label={t('analytics.kpis.chart', { title, days: kpi.series.length })}
            categories={[]}
            series={series}
            summary={t('analytics.kpis.summary', { values: kpi.series.map((v) => formatKpi(kpi, v)).join(', ') })}
          />
        </div>
        <p className="text-xs text-muted-foreground">{t('analytics.lastDays', { count: kpi.series.length })}</p>
      </CardContent>
    </Card>
  );
}

function KpiCardSkeleton() {
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-20" />
        <Skeleton className="h-4 w-20" />
      </CardContent>
    </Card>
  );
}
