/** Radial bars for progress towards several goals, with the average in the middle. */
import { ApexChart } from '@/components/charts/apex-chart';
import { formatPercent } from '@/lib/format';

const goals = ['Revenue', 'New clients', 'Retention'];
const progress = [82, 64, 47];

export function ApexChartRadialBar() {
  return (
    <ApexChart
      type="radialBar"
      label="Progress towards this quarter's goals"
      height={320}
      series={progress}
      colors={['primary', 'success', 'warning']}
      options={{
        labels: goals,
        legend: { show: true, position: 'bottom' },
        plotOptions: {
          radialBar: {
            hollow: { size: '35%' },
            dataLabels: {
              total: {
                show: true,
                label: 'Average',
                formatter: () => formatPercent(progress.reduce((a, b) => a + b, 0) / progress.length),
              },
            },
          },
        },
      }}
      table={{ columns: ['Goal', 'Reached'], rows: goals.map((goal, i) => [goal, formatPercent(progress[i]!)]) }}
    />
  );
}
