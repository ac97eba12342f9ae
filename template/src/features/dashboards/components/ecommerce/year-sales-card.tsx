import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';

const thousands = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });

/** Net profit against revenue, month by month (one value per month for both series). */
export function YearSalesCard({ data }: { data?: EcommerceDashboard['yearSales'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('ecommerce.yearSales.netProfit'), data: data?.netProfit ?? [], tone: 'primary', kind: 'bar' } as const,
      { name: t('ecommerce.yearSales.revenue'), data: data?.revenue ?? [], tone: 'success', kind: 'bar' } as const,
    ],
    [data, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('ecommerce.yearSales.title')}</CardTitle>
        <CardDescription>{t('ecommerce.yearSales.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Legend
          items={[
            { label: t('ecommerce.yearSales.netProfit'), tone: 'primary' },
            { label: t('ecommerce.yearSales.revenue'), tone: 'success' },
          ]}
        />
        <CartesianChart
          height={320}
          label={t('ecommerce.yearSales.chart')}
          series={series}
          categories={categories}
          formatValue={thousands}
          table={
            data && {
              columns: [t('table.month'), t('ecommerce.yearSales.netProfit'), t('ecommerce.yearSales.revenue')],
              rows: data.months.map((m, i) => [
                monthLabel(m),
                thousands(data.netProfit[i] ?? 0),
                thousands(data.revenue[i] ?? 0),
              ]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
