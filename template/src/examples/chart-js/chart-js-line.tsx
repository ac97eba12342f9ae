/** Three lines on one chart, one per region, with a legend and a shared tooltip. */
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const regions = [
  { label: 'USA', tone: 'primary', data: [80, 125, 105, 130, 215, 195, 140, 160] },
  { label: 'Europe', tone: 'info', data: [60, 100, 95, 120, 180, 160, 130, 145] },
  { label: 'Australia', tone: 'success', data: [30, 55, 45, 70, 90, 85, 75, 95] },
] as const;

export function ChartJsLine() {
  return (
    <ChartJsChart
      type="line"
      label="Sessions per week in the USA, Europe and Australia, in thousands"
      height={300}
      labels={weeks}
      datasets={regions.map((r) => ({ label: r.label, tone: r.tone, data: [...r.data] }))}
      table={{
        columns: ['Week', ...regions.map((r) => r.label)],
        rows: weeks.map((week, i) => [week, ...regions.map((r) => r.data[i]!)]),
      }}
    />
  );
}
