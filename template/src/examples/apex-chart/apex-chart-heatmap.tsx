/** A heatmap of orders by weekday and time of day: darker cells mean more orders. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { formatDate } from '@/lib/format';

// Monday to Sunday, and every other hour from 8:00 to 20:00; Intl names them in the reader's language.
const week = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 2 + i));
const times = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 2, 8 + i * 2));
// A deterministic pattern: busy at lunch and in the evening, busier at the weekend.
const orders = week.map((_, d) =>
  times.map((_, h) => 8 + ((d * 7 + h * 13) % 23) + (h === 2 || h === 5 ? 20 : 0) + (d > 4 ? 10 : 0)),
);

export function ApexChartHeatmap() {
  const { t } = useTranslation('ui-charts');
  const weekdays = week.map((day) => formatDate(day, { weekday: 'short' }));
  const hours = times.map((time) => formatDate(time, { hour: 'numeric' }));
  return (
    <ApexChart
      type="heatmap"
      label={t('orders.byHour')}
      height={320}
      series={weekdays
        .map((day, d) => ({ name: day, data: hours.map((hour, h) => ({ x: hour, y: orders[d]![h]! })) }))
        .reverse()}
      colors={['primary']}
      options={(tokens) => ({
        plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6 } },
        // Gaps between the cells in the card's own colour (ApexCharts draws them white).
        stroke: { width: 2, colors: [tokens.card] },
      })}
      table={{ columns: [t('columns.day'), ...hours], rows: weekdays.map((day, d) => [day, ...orders[d]!]) }}
    />
  );
}
