/** A polar area chart: each slice has the same angle, its length shows the value. */
import { ApexChart } from '@/components/charts/apex-chart';

const categories = ['Billing', 'Shipping', 'Returns', 'Accounts', 'Other'];
const tickets = [42, 31, 25, 18, 9];

export function ApexChartPolarArea() {
  return (
    <ApexChart
      type="polarArea"
      label="Support tickets by category this week"
      height={340}
      series={tickets}
      colors={['primary', 'info', 'success', 'warning', 'error']}
      options={{
        labels: categories,
        legend: { show: true, position: 'bottom' },
        fill: { opacity: 0.85 },
        stroke: { width: 1 },
      }}
      table={{ columns: ['Category', 'Tickets'], rows: categories.map((c, i) => [c, tickets[i]!]) }}
    />
  );
}
