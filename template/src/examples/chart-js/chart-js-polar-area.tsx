/** A polar area chart of support tickets by topic; each slice's length shows its count. */
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const topics = ['Billing', 'Shipping', 'Returns', 'Accounts', 'Other'];
const tickets = [19, 17.5, 15, 14.5, 11];

export function ChartJsPolarArea() {
  return (
    <ChartJsChart
      type="polarArea"
      label="Support tickets by topic this month"
      height={320}
      labels={topics}
      datasets={[{ label: 'Tickets', data: tickets, tone: ['primary', 'info', 'success', 'warning', 'error'] }]}
      table={{ columns: ['Topic', 'Tickets'], rows: topics.map((t, i) => [t, tickets[i]!]) }}
    />
  );
}
