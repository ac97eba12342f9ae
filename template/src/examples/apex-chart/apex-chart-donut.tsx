/** A donut of traffic sources with the total in the middle and a legend below. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { formatNumber, formatPercent } from '@/lib/format';

const sourceKeys = ['direct', 'search', 'social', 'email'] as const;
const visits = [4200, 3100, 1800, 900];
const total = visits.reduce((a, b) => a + b, 0);

export function ApexChartDonut() {
  const { t } = useTranslation('ui-charts');
  const sources = sourceKeys.map((key) => t(`traffic.sources.${key}`));
  return (
    <ApexChart
      type="donut"
      label={t('traffic.bySource')}
      height={320}
      series={visits}
      colors={['primary', 'info', 'success', 'warning']}
      options={{
        labels: sources,
        legend: { show: true, position: 'bottom' },
        stroke: { width: 0 },
        plotOptions: {
          pie: {
            donut: {
              size: '70%',
              labels: { show: true, total: { show: true, label: t('total'), formatter: () => formatNumber(total) } },
            },
          },
        },
      }}
      table={{
        columns: [t('columns.source'), t('traffic.visits'), t('columns.share')],
        rows: sources.map((source, i) => [source, formatNumber(visits[i]!), formatPercent((visits[i]! / total) * 100)]),
      }}
    />
  );
}
