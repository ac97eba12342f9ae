import { DollarSign } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { DeltaChip } from '../shared/delta-chip';
import { monthLabel } from '../shared/format';
import { ValueOrSkeleton } from '../shared/value-or-skeleton';

/** This month's earnings with the change on last year and a gradient sparkline of the year. */
export function MonthlyEarningsCard({ data }: { data?: CrmDashboard['monthlyEarnings'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [{ name: t('crm.monthlyEarnings.series'), data: data?.series ?? [], tone: 'primary', kind: 'area' } as const],
    [data, t],
  );
  return (
    <Card className="h-full overflow-hidden">
      <CardHeader>
        <CardTitle>{t('crm.monthlyEarnings.title')}</CardTitle>
        <CardAction>
          <Avatar color="primary" shape="rounded" fallback={<DollarSign aria-hidden />} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 pb-0">
        <ValueOrSkeleton ready={Boolean(data)} className="h-9 w-32">
          <p className="text-3xl font-semibold">
            {data && formatMoney(data.total, 'USD', { maximumFractionDigits: 0 })}
          </p>
        </ValueOrSkeleton>
        <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
          {data ? <DeltaChip value={data.changePercent} /> : <Skeleton className="h-6 w-14 rounded-full" />}
          <span>{t('crm.monthlyEarnings.sinceLastYear')}</span>
        </div>
      </CardContent>
      <CartesianChart
        sparkline
        height={97}
        className="mt-auto"
        label={t('crm.monthlyEarnings.chart')}
        categories={labels}
        series={series}
        formatValue={(v) => formatMoney(v)}
        table={
          data && {
            columns: [t('table.month'), t('crm.monthlyEarnings.series')],
            rows: data.months.map((m, i) => [monthLabel(m), formatMoney(data.series[i] ?? 0)]),
          }
        }
      />
    </Card>
  );
}
