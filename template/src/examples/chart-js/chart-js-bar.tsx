/**
 * A Chart.js bar chart through the app's chart layer: tones follow the preset, dark mode and
 * right-to-left; the label names the chart and the table gives its numbers to screen readers.
 */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';
import { formatDate, formatMoney } from '@/lib/format';

const firstDays = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1));
const sales = [275, 90, 190, 205, 125, 85, 55, 87, 127, 150, 230, 280];

export function ChartJsBar() {
  const { t } = useTranslation('ui-charts');
  const months = firstDays.map((day) => formatDate(day, { month: 'short' }));
  return (
    <ChartJsChart
      type="bar"
      label={t('sales.perMonth')}
      height={300}
      labels={months}
      datasets={[{ label: t('sales.thousands'), data: sales, tone: 'warning' }]}
      table={{
        columns: [t('columns.month'), t('columns.sales')],
        rows: months.map((m, i) => [m, formatMoney(sales[i]! * 1000)]),
      }}
    />
  );
}
