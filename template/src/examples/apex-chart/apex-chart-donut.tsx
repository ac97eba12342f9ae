/** A donut of traffic sources with the total in the middle and a legend below. */
import { ApexChart } from '@/components/charts/apex-chart';
import { formatNumber, formatPercent } from '@/lib/format';

const sources = ['Direct', 'Search', 'Social', 'Email'];
const visits = [4200, 3100, 1800, 900];
const total = visits.reduce((a, b) => a + b, 0);

export function ApexChartDonut() {
  return (
    <ApexChart
      type="donut"
      label="Visits by traffic source"
      height={320}
      series={visits}
      colors={['primary', 'info', 'success', 'warning']}
      options={{
        labels: sources,
        legend: { show: true, position: 'bottom' },
        stroke: { width: 0 },
        plotOptions: {
          pie: {
            donut: {
              size: '70%',
              labels: { show: true, total: { show: true, label: 'Total', formatter: () => formatNumber(total) } },
            },
          },
        },
      }}
      table={{
        columns: ['Source', 'Visits', 'Share'],
        rows: sources.map((source, i) => [source, formatNumber(visits[i]!), formatPercent((visits[i]! / total) * 100)]),
      }}
    />
  );
}
