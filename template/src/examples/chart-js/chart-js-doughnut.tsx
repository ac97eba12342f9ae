/** A doughnut of sales by channel; one tone per slice, with a legend. */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';
import { formatPercent } from '@/lib/format';

const channelKeys = ['online', 'stores', 'partners'] as const;
const share = [55, 30, 15];

export function ChartJsDoughnut() {
  const { t } = useTranslation('ui-charts');
  const channels = channelKeys.map((key) => t(`channels.${key}`));
  return (
    <ChartJsChart
      type="doughnut"
      label={t('channels.label')}
      height={300}
      labels={channels}
      datasets={[{ label: t('columns.share'), data: share, tone: ['primary', 'success', 'info'] }]}
      table={{
        columns: [t('channels.channel'), t('columns.share')],
        rows: channels.map((c, i) => [c, formatPercent(share[i]!)]),
      }}
    />
  );
}
