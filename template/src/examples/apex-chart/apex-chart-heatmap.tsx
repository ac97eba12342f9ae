/** A heatmap of orders by weekday and time of day: darker cells mean more orders. */
import { ApexChart } from '@/components/charts/apex-chart';

const hours = ['8h', '10h', '12h', '14h', '16h', '18h', '20h'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A deterministic pattern: busy at lunch and in the evening, busier at the weekend.
const orders = weekdays.map((_, d) =>
  hours.map((_, h) => 8 + ((d * 7 + h * 13) % 23) + (h === 2 || h === 5 ? 20 : 0) + (d > 4 ? 10 : 0)),
);

export function ApexChartHeatmap() {
  return (
    <ApexChart
      type="heatmap"
      label="Orders by weekday and hour"
      height={320}
      series={weekdays
        .map((day, d) => ({ name: day, data: hours.map((hour, h) => ({ x: hour, y: orders[d]![h]! })) }))
        .reverse()}
      colors={['primary']}
      options={{ plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6 } }, stroke: { width: 2 } }}
      table={{ columns: ['Day', ...hours], rows: weekdays.map((day, d) => [day, ...orders[d]!]) }}
    />
  );
}
