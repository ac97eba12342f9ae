import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { dayLabel } from '../shared/format';
import { Legend } from '../shared/legend';

/** Units sold at home and exported, day by day over the last week. */
export function SalesCard({ data }: { data?: EcommerceDashboard['sales'] }) {
  const { t } = useTranslation('dashboards');
  const categories = useMemo(() => data?.dates.map(dayLabel) ?? [], [data]);
  const series = useMemo(
    () => [
      { name: t('ecommerce.sales.sales'), data: data?.sales ?? [], tone: 'primary', kind: 'area' } as const,
      { name: t('ecommerce.sales.exports'), data: data?.exports ?? [], tone: 'info', kind: 'area' } as const,
    ],
    [data, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('ecommerce.sales.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Legend
          items={[
            { label: t('ecommerce.sales.sales'), tone: 'primary' },
            { label: t('ecommerce.sales.exports'), tone: 'info' },
          ]}
        />
        <CartesianChart
          height={250}
          label={t('ecommerce.sales.chart')}
          series={series}
          categories={categories}
          table={
            data && {
              columns: [t('table.day'), t('ecommerce.sales.sales'), t('ecommerce.sales.exports')],
              rows: data.dates.map((d, i) => [dayLabel(d), data.sales[i] ?? 0, data.exports[i] ?? 0]),
            }
          }
        />
      </CardContent>
    </Card>
  );
}
