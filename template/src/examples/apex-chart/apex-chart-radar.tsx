/** A radar comparing two products on six qualities scored out of 100. */
import { ApexChart } from '@/components/charts/apex-chart';

const qualities = ['Battery', 'Screen', 'Camera', 'Speed', 'Price', 'Design'];
const phoneA = [80, 50, 30, 40, 100, 20];
const phoneB = [20, 30, 40, 80, 20, 80];

export function ApexChartRadar() {
  return (
    <ApexChart
      type="radar"
      label="Phone A and phone B scored on six qualities"
      height={340}
      series={[
        { name: 'Phone A', data: phoneA },
        { name: 'Phone B', data: phoneB },
      ]}
      categories={qualities}
      colors={['primary', 'info']}
      options={{ legend: { show: true, position: 'bottom' }, fill: { opacity: 0.2 }, markers: { size: 3 } }}
      table={{ columns: ['Quality', 'Phone A', 'Phone B'], rows: qualities.map((q, i) => [q, phoneA[i]!, phoneB[i]!]) }}
    />
  );
}
