import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';

const thousands = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });

/** Income against expenses across the year (in thousands), with a legend of yearly totals. */
export function BalanceOverviewCard({ data }: { data?: CrmDashboard['balanceOverview'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('crm.balance.income'), data: data?.income ?? [], tone: 'primary', kind: 'area' } as const,
      { name: t('crm.balance.expenses'), data: data?.expenses ?? [], tone: 'warning', kind: 'area' } as const,
    ],
    [data, t],
  );
  const sum = (list: number[] = []) => list.reduce((a, b) => a + b, 0);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('crm.balance.title')}</CardTitle>
        <CardDescription>{t('crm.balance.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Legend
          items={[
            { label: t('crm.balance.income'), tone: 'primary', value: data ? thousands(sum(data.income)) : undefined },
            {
              label: t('crm.balance.expenses'),
              tone: 'warning',
              value: data ? thousands(sum(data.expenses)) : undefined,
            },
          ]}
        />
        <CartesianChart
          height={290}
          label={t('crm.balance.chart')}
          categories={labels}
          series={series}
          formatValue={thousands}
          table={
            data && {
              columns: [t('table.month'), t('crm.balance.income'), t('crm.balance.expenses')],
              rows: data.months.map((m, i) => [
                monthLabel(m),
                thousands(data.income[i] ?? 0),
                thousands(data.expenses[i] ?? 0),
              ]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
