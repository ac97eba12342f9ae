/** Orders per weekday from the web shop and the app, as bars side by side. */
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatNumber } from '@/lib/format';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const web = [312, 298, 341, 365, 420, 512, 448];
const app = [198, 214, 226, 240, 301, 389, 355];

export function LightChartBar() {
  return (
    <CartesianChart
      label="Orders per weekday, web shop and app"
      height={280}
      categories={weekdays}
      series={[
        { name: 'Web shop', data: web, tone: 'primary', kind: 'bar' },
        { name: 'App', data: app, tone: 'info', kind: 'bar' },
      ]}
      table={{
        columns: ['Weekday', 'Web shop', 'App'],
        rows: weekdays.map((day, i) => [day, formatNumber(web[i]!), formatNumber(app[i]!)]),
      }}
    />
  );
}
