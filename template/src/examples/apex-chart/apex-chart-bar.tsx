/**
 * A bar chart through the app's chart layer: colours by tone name follow the preset, dark mode and
 * right-to-left; the label names the chart and the table gives its numbers to screen readers.
 */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { formatDate, formatMoney } from '@/lib/format';

// A Monday and the six days after it; their names come from Intl in the reader's language.
const week = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 2 + i));
const sales = [420, 532, 516, 575, 519, 323, 122];

export function ApexChartBar() {
  const { t } = useTranslation('ui-charts');
  const days = week.map((day) => formatDate(day, { weekday: 'short' }));
  return (
    <ApexChart
      type="bar"
      label={t('sales.perDay')}
      height={300}
      series={[{ name: t('columns.sales'), data: sales }]}
      categories={days}
      colors={['primary']}
      options={{
        plotOptions: { bar: { borderRadius: 6, columnWidth: '45%' } },
        yaxis: { labels: { formatter: (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 }) } },
      }}
      table={{
        columns: [t('columns.day'), t('columns.sales')],
        rows: days.map((day, i) => [day, formatMoney(sales[i]!)]),
      }}
    />
  );
}
