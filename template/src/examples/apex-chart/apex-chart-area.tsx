/** Two series over dates: stacked areas with a shared tooltip and a legend. */
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('ui-charts');
  const categories = dates.map((date) => formatDate(date, { day: 'numeric', month: 'short' }));
  return (
    <ApexChart
      type="area"
      label={t('traffic.visitsAndSignups', { from: categories[0], to: categories.at(-1) })}
      height={300}
      series={[
        { name: t('traffic.visits'), data: visits },
        { name: t('traffic.signups'), data: signups },
      ]}
      categories={categories}
      colors={['primary', 'info']}
      options={{
        fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
        legend: { show: true, position: 'top' },
      }}
      table={{
        columns: [t('columns.date'), t('traffic.visits'), t('traffic.signups')],
        rows: categories.map((date, i) => [date, formatNumber(visits[i]!), formatNumber(signups[i]!)]),
      }}
    />
  );
}
