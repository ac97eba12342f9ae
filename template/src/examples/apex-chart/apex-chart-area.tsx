/** Two series over dates: stacked areas with a shared tooltip and a legend. */
import { ApexChart } from '@/components/charts/apex-chart';
import { formatDate, formatNumber } from '@/lib/format';

const start = new Date(2026, 0, 1);
const dates = Array.from(
  { length: 10 },
  (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i * 3),
);
const visits = [31, 40, 28, 51, 42, 109, 100, 88, 96, 120];
const signups = [11, 32, 45, 32, 34, 52, 41, 48, 60, 66];

export function ApexChartArea() {
  const categories = dates.map((date) => formatDate(date, { day: 'numeric', month: 'short' }));
  return (
    <ApexChart
      type="area"
      label="Visits and sign-ups from January 1 to January 28"
      height={300}
      series={[
        { name: 'Visits', data: visits },
        { name: 'Sign-ups', data: signups },
      ]}
      categories={categories}
      colors={['primary', 'info']}
      options={{
        fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
        legend: { show: true, position: 'top' },
      }}
      table={{
        columns: ['Date', 'Visits', 'Sign-ups'],
        rows: categories.map((date, i) => [date, formatNumber(visits[i]!), formatNumber(signups[i]!)]),
      }}
    />
  );
}
