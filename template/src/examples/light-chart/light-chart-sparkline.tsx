/**
 * Sparklines for headline figures: no axes or grid, the plot fills its box. Tiny bar sparklines can
 * drop the pointer read-out with `tooltip={false}`; the data table still carries the values.
 */
import { useTranslation } from 'react-i18next';
import { CartesianChart, type CartesianSeries } from '@/components/charts/lite/cartesian-chart';
import { formatMoney, formatNumber } from '@/lib/format';

const figures: {
  key: 'revenue' | 'customers' | 'refunds';
  /** In the series' unit (revenue in thousands of dollars). */
  total: number;
  series: Omit<CartesianSeries, 'name'>;
  format: (value: number) => string;
}[] = [
  {
    key: 'revenue',
    total: 84.21,
    series: { data: [8.1, 9.4, 8.8, 10.2, 11.6, 10.9, 12.4, 12.8], tone: 'primary', kind: 'area' },
    format: (value) => formatMoney(value * 1000, 'USD', { maximumFractionDigits: 0 }),
  },
  {
    key: 'customers',
    total: 1284,
    series: { data: [121, 140, 152, 138, 171, 166, 190, 206], tone: 'success', kind: 'line' },
    format: formatNumber,
  },
  {
    key: 'refunds',
    total: 37,
    series: { data: [6, 4, 7, 3, 5, 4, 2, 6], tone: 'warning', kind: 'bar' },
    format: formatNumber,
  },
];

export function LightChartSparkline() {
  const { t } = useTranslation('ui-charts');
  const weeks = Array.from({ length: 8 }, (_, i) => t('week', { n: i + 1 }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ key, total, series, format }) => {
        const title = t(`headline.${key}`);
        return (
          <div key={key} className="flex flex-col gap-2 rounded-lg border p-4">
            <p className="text-sm text-muted-foreground">{title}</p>
            <p className="text-2xl font-semibold">{format(total)}</p>
            <CartesianChart
              sparkline
              tooltip={series.kind !== 'bar'}
              label={t('headline.label', { title })}
              height={56}
              categories={weeks}
              series={[{ ...series, name: title }]}
              formatValue={format}
              table={{
                columns: [t('columns.week'), title],
                rows: weeks.map((week, i) => [week, format(series.data[i]!)]),
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
