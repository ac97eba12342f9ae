/** A polar area chart: each slice has the same angle, its length shows the value. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';

const topics = ['billing', 'shipping', 'returns', 'accounts', 'other'] as const;
const tickets = [42, 31, 25, 18, 9];

export function ApexChartPolarArea() {
  const { t } = useTranslation('ui-charts');
  const categories = topics.map((topic) => t(`tickets.topics.${topic}`));
  return (
    <ApexChart
      type="polarArea"
      label={t('tickets.thisWeek')}
      height={340}
      series={tickets}
      colors={['primary', 'info', 'success', 'warning', 'error']}
      options={{
        labels: categories,
        legend: { show: true, position: 'bottom' },
        fill: { opacity: 0.85 },
        stroke: { width: 1 },
      }}
      table={{
        columns: [t('columns.category'), t('tickets.tickets')],
        rows: categories.map((c, i) => [c, tickets[i]!]),
      }}
    />
  );
}
