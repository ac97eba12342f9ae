/** Support tickets per month, stacked by how they were solved, on a value axis that starts at 0. */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatDate, formatNumber } from '@/lib/format';

const firstDays = Array.from({ length: 6 }, (_, month) => new Date(2026, month, 1));
const selfService = [420, 455, 490, 530, 610, 640];
const chat = [260, 240, 275, 290, 305, 280];
const escalated = [64, 58, 71, 49, 44, 38];

export function LightChartStackedBar() {
  const { t } = useTranslation('ui-charts');
  const months = firstDays.map((day) => formatDate(day, { month: 'short' }));
  return (
    <CartesianChart
      label={t('tickets.byResolution')}
      height={280}
      stacked
      min={0}
      categories={months}
      series={[
        { name: t('tickets.selfService'), data: selfService, tone: 'success', kind: 'bar' },
        { name: t('tickets.chat'), data: chat, tone: 'info', kind: 'bar' },
        { name: t('tickets.escalated'), data: escalated, tone: 'warning', kind: 'bar' },
      ]}
      table={{
        columns: [t('columns.month'), t('tickets.selfService'), t('tickets.chat'), t('tickets.escalated')],
        rows: months.map((month, i) => [
          month,
          formatNumber(selfService[i]!),
          formatNumber(chat[i]!),
          formatNumber(escalated[i]!),
        ]),
      }}
    />
  );
}
