/** Tickets by category as a polar area: equal wedges whose length shows the count. */
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatNumber } from '@/lib/format';

const slices = [
  { name: 'Billing', value: 42, tone: 'primary' },
  { name: 'Shipping', value: 31, tone: 'info' },
  { name: 'Returns', value: 18, tone: 'warning' },
  { name: 'Accounts', value: 25, tone: 'success' },
  { name: 'Other', value: 9, tone: 'secondary' },
] as const;

export function LightChartPolarArea() {
  return (
    <RadialChart
      kind="polar"
      label="Open support tickets by category"
      height={260}
      slices={slices}
      table={{ columns: ['Category', 'Tickets'], rows: slices.map((s) => [s.name, formatNumber(s.value)]) }}
    />
  );
}
