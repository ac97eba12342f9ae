import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { CrmDashboard } from '../../types';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';

const thousands = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });

const options: ApexOptions = {
  fill: { type: 'gradient', gradient: { opacityFrom: 0.4, opacityTo: 0.02, stops: [0, 90] } },
  stroke: { width: 2.5 },
  yaxis: { labels: { formatter: thousands }, tickAmount: 4 },
  tooltip: { shared: true, y: { formatter: thousands } },
};

/** Income against expenses across the year (in thousands), with a legend of yearly totals. */
export function BalanceOverviewCard({ data }: { data?: CrmDashboard['balanceOverview'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('crm.balance.income'), data: data?.income ?? [] },
      { name: t('crm.balance.expenses'), data: data?.expenses ?? [] },
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
            { label: t('crm.balance.expenses'), tone: 'warning', value: data ? thousands(sum(data.expenses)) : undefined },
          ]}
        />
        <ApexChart
          type="area"
          height={290}
          label={t('crm.balance.chart')}
          series={series}
          categories={categories}
          colors={['primary', 'warning']}
          options={options}
          table={
            data && {
              columns: [t('table.month'), t('crm.balance.income'), t('crm.balance.expenses')],
              rows: data.months.map((m, i) => [monthLabel(m), thousands(data.income[i] ?? 0), thousands(data.expenses[i] ?? 0)]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
