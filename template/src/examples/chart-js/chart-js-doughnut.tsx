/** A doughnut of sales by channel; one tone per slice, with a legend. */
import { ChartJsChart } from '@/components/charts/chartjs-chart';
import { formatPercent } from '@/lib/format';

const channels = ['Online', 'Stores', 'Partners'];
const share = [55, 30, 15];

export function ChartJsDoughnut() {
  return (
    <ChartJsChart
      type="doughnut"
      label="Share of sales by channel"
      height={300}
      labels={channels}
      datasets={[{ label: 'Share', data: share, tone: ['primary', 'success', 'info'] }]}
      table={{ columns: ['Channel', 'Share'], rows: channels.map((c, i) => [c, formatPercent(share[i]!)]) }}
    />
  );
}
