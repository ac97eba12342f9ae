/** Visitors by country as horizontal bars: long category names read without turning. */
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatNumber } from '@/lib/format';

const countries = ['United States', 'Germany', 'India', 'Brazil', 'Japan', 'Morocco'];
const visitors = [48200, 21900, 19400, 12800, 9600, 6100];

export function LightChartHorizontalBar() {
  return (
    <CartesianChart
      label="Visitors by country this quarter"
      height={280}
      horizontal
      categories={countries}
      series={[{ name: 'Visitors', data: visitors, tone: 'primary', kind: 'bar' }]}
      formatTick={(value) => formatNumber(value, { notation: 'compact' })}
      table={{
        columns: ['Country', 'Visitors'],
        rows: countries.map((country, i) => [country, formatNumber(visitors[i]!)]),
      }}
    />
  );
}
