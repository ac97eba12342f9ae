/** Bubbles: x and y place each point, its radius is a third value (here, the deal size). */
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const northDeals = [
  { x: 20, y: 74, r: 10 },
  { x: 40, y: 85, r: 16 },
  { x: 60, y: 52, r: 8 },
  { x: 75, y: 90, r: 20 },
];
const southDeals = [
  { x: 15, y: 40, r: 12 },
  { x: 35, y: 62, r: 7 },
  { x: 55, y: 30, r: 14 },
  { x: 85, y: 70, r: 9 },
];

export function ChartJsBubble() {
  return (
    <ChartJsChart
      type="bubble"
      label="Deals by age in days and win probability; bubble size is the deal value"
      height={320}
      labels={[]}
      datasets={[
        { label: 'North team', data: northDeals, tone: 'primary' },
        { label: 'South team', data: southDeals, tone: 'warning' },
      ]}
      table={{
        columns: ['Team', 'Age (days)', 'Win probability (%)', 'Size'],
        rows: [
          ...northDeals.map((d) => ['North team', d.x, d.y, d.r]),
          ...southDeals.map((d) => ['South team', d.x, d.y, d.r]),
        ],
      }}
    />
  );
}
