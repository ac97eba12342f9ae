/**
 * Gauges: one value on an open ring (270 degrees) with the figure in the middle, and several goals
 * as nested rings, each filled to its share of `max`.
 */
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatPercent } from '@/lib/format';

const goals = [
  { name: 'Sales target', value: 82, tone: 'primary' },
  { name: 'New accounts', value: 64, tone: 'success' },
  { name: 'Renewals', value: 47, tone: 'warning' },
] as const;

export function LightChartGauge() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadialChart
        kind="gauge"
        semi
        label="Server capacity in use"
        height={220}
        slices={[{ name: 'Capacity in use', value: 73, tone: 'info' }]}
        center={{ value: formatPercent(73), caption: 'Capacity in use' }}
        summary="73% of the servers' capacity is in use."
      />
      <RadialChart
        kind="gauge"
        label="Progress towards this quarter's goals"
        height={220}
        slices={goals}
        formatValue={(value) => formatPercent(value)}
        table={{ columns: ['Goal', 'Progress'], rows: goals.map((g) => [g.name, formatPercent(g.value)]) }}
      />
    </div>
  );
}
