/** Sessions and sign-ups over two weeks as areas that fade to the baseline. */
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatDate, formatNumber } from '@/lib/format';

const start = new Date(2026, 2, 2);
const days = Array.from({ length: 14 }, (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
const sessions = [1240, 1380, 1310, 1520, 1610, 980, 870, 1450, 1590, 1640, 1720, 1810, 1100, 940];
const signups = [86, 102, 95, 131, 140, 61, 48, 118, 126, 139, 152, 168, 77, 59];

export function LightChartArea() {
  const categories = days.map((day) => formatDate(day, { day: 'numeric', month: 'short' }));
  return (
    <CartesianChart
      label="Daily sessions and sign-ups from March 2 to March 15"
      height={280}
      categories={categories}
      series={[
        { name: 'Sessions', data: sessions, tone: 'info', kind: 'area' },
        { name: 'Sign-ups', data: signups, tone: 'success', kind: 'area' },
      ]}
      table={{
        columns: ['Day', 'Sessions', 'Sign-ups'],
        rows: categories.map((day, i) => [day, formatNumber(sessions[i]!), formatNumber(signups[i]!)]),
      }}
    />
  );
}
