/** Support tickets per month, stacked by how they were solved, on a value axis that starts at 0. */
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatNumber } from '@/lib/format';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const selfService = [420, 455, 490, 530, 610, 640];
const chat = [260, 240, 275, 290, 305, 280];
const escalated = [64, 58, 71, 49, 44, 38];

export function LightChartStackedBar() {
  return (
    <CartesianChart
      label="Support tickets per month by resolution"
      height={280}
      stacked
      min={0}
      categories={months}
      series={[
        { name: 'Self-service', data: selfService, tone: 'success', kind: 'bar' },
        { name: 'Chat', data: chat, tone: 'info', kind: 'bar' },
        { name: 'Escalated', data: escalated, tone: 'warning', kind: 'bar' },
      ]}
      table={{
        columns: ['Month', 'Self-service', 'Chat', 'Escalated'],
        rows: months.map((month, i) => [
          month,
          formatNumber(selfService[i]!),
          formatNumber(chat[i]!),
          formatNumber(escalated[i]!),
        ]),
      }}
    />
  );
}
