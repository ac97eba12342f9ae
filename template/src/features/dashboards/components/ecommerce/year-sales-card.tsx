import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { getEcommerceYearSales } from '../../api/get-ecommerce-year-sales';
import type { EcommerceYearSales } from '../../types/ecommerce';
import { MenuCardHeader } from '../shared/menu-card-header';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

const periods = ['this-year', 'last-year'] as const;
const thousands = (v: number) => formatMoney(v * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });

/** Net profit against revenue, month by month, for this year or the last (chosen in the card's menu). */
export function YearSalesCard({ data: initial }: { data?: EcommerceYearSales }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'year',
    periods,
    defaultPeriod: 'this-year',
    initial,
    dashboard: 'ecommerce',
    card: 'year-sales',
    fetch: getEcommerceYearSales,
  });
  const data = card.data;
  const title = t('ecommerce.yearSales.title');
  const periodLabel = t(`menu.periods.${card.period}`);
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const categories = useMemo(() => data?.months.map(monthLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [
      { name: t('ecommerce.yearSales.netProfit'), data: data?.netProfit ?? [], tone: 'primary', kind: 'bar' } as const,
      { name: t('ecommerce.yearSales.revenue'), data: data?.revenue ?? [], tone: 'success', kind: 'bar' } as const,
    ],
    [data, t],
  );
  const table = data && {
    columns: [t('table.month'), t('ecommerce.yearSales.netProfit'), t('ecommerce.yearSales.revenue')],
    rows: data.months.map((m, i) => [
      monthLabel(m),
      thousands(data.netProfit[i] ?? 0),
      thousands(data.revenue[i] ?? 0),
    ]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t('ecommerce.yearSales.subtitle', { period: periodLabel })}
        {...card.menu}
        exportName={`year-sales-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-3">
          <Legend
            items={[
              { label: t('ecommerce.yearSales.netProfit'), tone: 'primary' },
              { label: t('ecommerce.yearSales.revenue'), tone: 'success' },
            ]}
          />
          <div ref={chart}>
            <CartesianChart
              height={320}
              label={t('ecommerce.yearSales.chart', { period: periodLabel })}
              series={series}
              categories={categories}
              formatValue={thousands}
              table={table}
            />
          </div>
        </PeriodBody>
      </CardContent>
    </Card>
  );
}
