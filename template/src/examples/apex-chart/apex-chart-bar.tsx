/**
 * A bar chart through the app's chart layer: colours by tone name follow the preset, dark mode and
 * right-to-left; the label names the chart and the table gives its numbers to screen readers.
 */
import { ApexChart } from '@/components/charts/apex-chart';
import { formatMoney } from '@/lib/format';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const sales = [420, 532, 516, 575, 519, 323, 122];

export function ApexChartBar() {
  return (
    <ApexChart
      type="bar"
      label="Sales per day this week, in dollars"
      height={300}
      series={[{ name: 'Sales', data: sales }]}
      categories={days}
      colors={['primary']}
      options={{
        plotOptions: { bar: { borderRadius: 6, columnWidth: '45%' } },
        yaxis: { labels: { formatter: (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 }) } },
      }}
      table={{ columns: ['Day', 'Sales'], rows: days.map((day, i) => [day, formatMoney(sales[i]!)]) }}
    />
  );
}
