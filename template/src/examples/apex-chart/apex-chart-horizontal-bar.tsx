/** Horizontal bars suit long category names; values read from the start edge in both directions. */
import { ApexChart } from '@/components/charts/apex-chart';
import { formatNumber } from '@/lib/format';

const countries = ['United States', 'India', 'Brazil', 'Germany', 'France', 'Morocco'];
const visitors = [8650, 6420, 4310, 3890, 3120, 1980];

export function ApexChartHorizontalBar() {
  return (
    <ApexChart
      type="bar"
      label="Visitors by country this month"
      height={300}
      series={[{ name: 'Visitors', data: visitors }]}
      categories={countries}
      colors={['info']}
      options={{ plotOptions: { bar: { horizontal: true, borderRadius: 5, barHeight: '55%' } } }}
      table={{ columns: ['Country', 'Visitors'], rows: countries.map((c, i) => [c, formatNumber(visitors[i]!)]) }}
    />
  );
}
