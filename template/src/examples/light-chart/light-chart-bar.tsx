/** Orders per weekday from the web shop and the app, as bars side by side. */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatDate, formatNumber } from '@/lib/format';

// A Monday and the six days after it; their names come from Intl in the reader's language.
const week = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 2 + i));
const web = [312, 298, 341, 365, 420, 512, 448];
const app = [198, 214, 226, 240, 301, 389, 355];

export function LightChartBar() {
  const { t } = useTranslation('ui-charts');
  const weekdays = week.map((day) => formatDate(day, { weekday: 'short' }));
  return (
    <CartesianChart
      label={t('orders.perWeekday')}
      height={280}
      categories={weekdays}
      series={[
        { name: t('orders.webShop'), data: web, tone: 'primary', kind: 'bar' },
        { name: t('orders.app'), data: app, tone: 'info', kind: 'bar' },
      ]}
      table={{
        columns: [t('columns.weekday'), t('orders.webShop'), t('orders.app')],
        rows: weekdays.map((day, i) => [day, formatNumber(web[i]!), formatNumber(app[i]!)]),
      }}
    />
  );
}
