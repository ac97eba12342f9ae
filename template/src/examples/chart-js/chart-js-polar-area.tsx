/** A polar area chart of support tickets by topic; each slice's length shows its count. */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const topicKeys = ['billing', 'shipping', 'returns', 'accounts', 'other'] as const;
const tickets = [19, 17.5, 15, 14.5, 11];

export function ChartJsPolarArea() {
  const { t } = useTranslation('ui-charts');
  const topics = topicKeys.map((key) => t(`tickets.topics.${key}`));
  return (
    <ChartJsChart
      type="polarArea"
      label={t('tickets.thisMonth')}
      height={320}
      labels={topics}
      datasets={[
        { label: t('tickets.tickets'), data: tickets, tone: ['primary', 'info', 'success', 'warning', 'error'] },
      ]}
      table={{
        columns: [t('tickets.topic'), t('tickets.tickets')],
        rows: topics.map((topic, i) => [topic, tickets[i]!]),
      }}
    />
  );
}
