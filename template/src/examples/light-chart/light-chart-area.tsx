/** Sessions and sign-ups over two weeks as areas that fade to the baseline. */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatDate, formatNumber } from '@/lib/format';

const start = new Date(2026, 2, 2);
const days = Array.from({ length: 14 }, (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
const sessions = [1240, 1380, 1310, 1520, 1610, 980, 870, 1450, 1590, 1640, 1720, 1810, 1100, 940];
const signups = [86, 102, 95, 131, 140, 61, 48, 118, 126, 139, 152, 168, 77, 59];

export function LightChartArea() {
  const { t } = useTranslation('ui-charts');
  const categories = days.map((day) => formatDate(day, { day: 'numeric', month: 'short' }));
  const dateRange = { from: categories[0], to: categories.at(-1) };
  return (
    <CartesianChart
      label={t('traffic.daily', dateRange)}
      height={280}
      categories={categories}
      series={[
        { name: t('traffic.sessions'), data: sessions, tone: 'info', kind: 'area' },
        { name: t('traffic.signups'), data: signups, tone: 'success', kind: 'area' },
      ]}
      table={{
        columns: [t('columns.day'), t('traffic.sessions'), t('traffic.signups')],
        rows: categories.map((day, i) => [day, formatNumber(sessions[i]!), formatNumber(signups[i]!)]),
      }}
    />
  );
}
