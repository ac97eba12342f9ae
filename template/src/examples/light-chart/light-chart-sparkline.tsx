/**
 * Sparklines for headline figures: no axes or grid, the plot fills its box. Tiny bar sparklines can
 * drop the pointer read-out with `tooltip={false}`; the data table still carries the values.
 */
import { CartesianChart, type CartesianSeries } from '@/components/charts/lite/cartesian-chart';
import { formatMoney, formatNumber } from '@/lib/format';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const figures: { title: string; value: string; series: CartesianSeries; format: (value: number) => string }[] = [
  {
    title: 'Revenue',
    value: formatMoney(84210, 'USD', { maximumFractionDigits: 0 }),
    series: { name: 'Revenue', data: [8.1, 9.4, 8.8, 10.2, 11.6, 10.9, 12.4, 12.8], tone: 'primary', kind: 'area' },
    format: (value) => formatMoney(value * 1000, 'USD', { maximumFractionDigits: 0 }),
  },
  {
    title: 'New customers',
    value: formatNumber(1284),
    series: { name: 'New customers', data: [121, 140, 152, 138, 171, 166, 190, 206], tone: 'success', kind: 'line' },
    format: formatNumber,
  },
  {
    title: 'Refunds',
    value: formatNumber(37),
    series: { name: 'Refunds', data: [6, 4, 7, 3, 5, 4, 2, 6], tone: 'warning', kind: 'bar' },
    format: formatNumber,
  },
];

export function LightChartSparkline() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ title, value, series, format }) => (
        <div key={title} className="flex flex-col gap-2 rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className="text-2xl font-semibold">{value}</p>
          <CartesianChart
            sparkline
            tooltip={series.kind !== 'bar'}
            label={`${title} per week, last eight weeks`}
            height={56}
            categories={weeks}
            series={[series]}
            formatValue={format}
            table={{ columns: ['Week', title], rows: weeks.map((week, i) => [week, format(series.data[i]!)]) }}
          />
        </div>
      ))}
    </div>
  );
}
