/** Traffic by source as a donut: the total sits in the middle, and hovering a slice shows it there. */
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatNumber, formatPercent } from '@/lib/format';

const slices = [
  { name: 'Direct', value: 4200, tone: 'primary' },
  { name: 'Search', value: 3100, tone: 'info' },
  { name: 'Social', value: 1800, tone: 'success' },
  { name: 'Email', value: 900, tone: 'warning' },
] as const;
const total = slices.reduce((sum, slice) => sum + slice.value, 0);

export function LightChartDonut() {
  return (
    <RadialChart
      kind="donut"
      label="Visits by traffic source"
      height={260}
      slices={slices}
      center={{ value: formatNumber(total), caption: 'Visits' }}
      table={{
        columns: ['Source', 'Visits', 'Share'],
        rows: slices.map((s) => [s.name, formatNumber(s.value), formatPercent((s.value / total) * 100)]),
      }}
    />
  );
}
