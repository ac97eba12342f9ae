import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { getCrmEarnings } from '../../api/get-crm-period-cards';
import type { CrmEarnings } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { DeltaChip } from '../shared/delta-chip';
import { monthLabel } from '../shared/format';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';
import { ValueOrSkeleton } from '../shared/value-or-skeleton';

const periods = ['this-month', 'last-month'] as const;

/** A month's earnings (this month or the last, chosen in the menu), its change on a year before, and a sparkline of the year to it. */
export function MonthlyEarningsCard({ data: initial }: { data?: CrmEarnings }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'earnings',
    periods,
    defaultPeriod: 'this-month',
    initial,
    dashboard: 'crm',
    card: 'earnings',
    fetch: getCrmEarnings,
  });
  const data = card.data;
  const title = t('crm.monthlyEarnings.title');
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => data?.months.map(monthLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [{ name: t('crm.monthlyEarnings.series'), data: data?.series ?? [], tone: 'primary', kind: 'area' } as const],
    [data, t],
  );
  const table = data && {
    columns: [t('table.month'), t('crm.monthlyEarnings.series')],
    rows: data.months.map((m, i) => [monthLabel(m), formatMoney(data.series[i] ?? 0)]),
  };
  return (
    <Card className="h-full overflow-hidden">
      <MenuCardHeader
        title={title}
        description={t(`menu.periods.${card.period}`)}
        {...card.menu}
        exportName={`earnings-${data?.months.at(-1) ?? card.period}`}
        table={table}
        chart={chart}
      />
      <PeriodBody {...card.body} className="flex h-full flex-col">
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
        <div ref={chart} className="mt-auto">
          <CartesianChart
            sparkline
            height={97}
            label={t('crm.monthlyEarnings.chart')}
            categories={labels}
            series={series}
            formatValue={(v) => formatMoney(v)}
            table={table}
          />
        </div>
      </PeriodBody>
    </Card>
  );
}
