import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { getEcommerceSales } from '../../api/get-ecommerce-sales';
import type { EcommerceSales } from '../../types/ecommerce';
import { MenuCardHeader } from '../shared/menu-card-header';
import { dayLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

const periods = ['7d', '30d', '90d'] as const;

/** Units sold at home and exported, a day at a time (a week at a time over 90 days). */
export function SalesCard({ data: initial }: { data?: EcommerceSales }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'sales',
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'ecommerce',
    card: 'sales',
    fetch: getEcommerceSales,
  });
  const data = card.data;
  const title = t('ecommerce.sales.title');
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const categories = useMemo(() => data?.dates.map(dayLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [
      { name: t('ecommerce.sales.sales'), data: data?.sales ?? [], tone: 'primary', kind: 'area' } as const,
      { name: t('ecommerce.sales.exports'), data: data?.exports ?? [], tone: 'info', kind: 'area' } as const,
    ],
    [data, t],
  );
  const table = data && {
    columns: [t('table.day'), t('ecommerce.sales.sales'), t('ecommerce.sales.exports')],
    rows: data.dates.map((d, i) => [dayLabel(d), data.sales[i] ?? 0, data.exports[i] ?? 0]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t(`menu.periods.${card.period}`)}
        {...card.menu}
        exportName={`sales-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-3">
          <Legend
            items={[
              { label: t('ecommerce.sales.sales'), tone: 'primary' },
              { label: t('ecommerce.sales.exports'), tone: 'info' },
            ]}
          />
          <div ref={chart}>
            <CartesianChart
              height={250}
              label={t('ecommerce.sales.chart', { period: t(`menu.periods.${card.period}`) })}
              series={series}
              categories={categories}
              table={table}
            />
          </div>
        </PeriodBody>
      </CardContent>
    </Card>
  );
}
