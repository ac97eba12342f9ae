import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { getCrmBalance } from '../../api/get-crm-period-cards';
import type { CrmBalance } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

const periods = ['this-year', 'last-year'] as const;
const thousands = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });
const sum = (list: number[] = []) => list.reduce((a, b) => a + b, 0);

/** Income against expenses month by month (in thousands) for the year chosen in the menu, with the year's totals. */
export function BalanceOverviewCard({ data: initial }: { data?: CrmBalance }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'balance',
    periods,
    defaultPeriod: 'this-year',
    initial,
    dashboard: 'crm',
    card: 'balance',
    fetch: getCrmBalance,
  });
  const data = card.data;
  const title = t('crm.balance.title');
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => data?.months.map(monthLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [
      { name: t('crm.balance.income'), data: data?.income ?? [], tone: 'primary', kind: 'area' } as const,
      { name: t('crm.balance.expenses'), data: data?.expenses ?? [], tone: 'warning', kind: 'area' } as const,
    ],
    [data, t],
  );
  const table = data && {
    columns: [t('table.month'), t('crm.balance.income'), t('crm.balance.expenses')],
    rows: data.months.map((m, i) => [monthLabel(m), thousands(data.income[i] ?? 0), thousands(data.expenses[i] ?? 0)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t(`crm.balance.subtitle.${card.period}`)}
        {...card.menu}
        exportName={`balance-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-4">
          <Legend
            items={[
              {
                label: t('crm.balance.income'),
                tone: 'primary',
                value: data ? thousands(sum(data.income)) : undefined,
              },
              {
                label: t('crm.balance.expenses'),
                tone: 'warning',
                value: data ? thousands(sum(data.expenses)) : undefined,
              },
            ]}
          />
          <div ref={chart}>
            <CartesianChart
              height={290}
              label={t('crm.balance.chart')}
              categories={labels}
              series={series}
              formatValue={thousands}
              table={table}
            />
          </div>
        </PeriodBody>
      </CardContent>
    </Card>
  );
}
