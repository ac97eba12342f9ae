/** Radial bars for progress towards several goals, with the average in the middle. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { formatPercent } from '@/lib/format';

const goalKeys = ['revenue', 'clients', 'retention'] as const;
const progress = [82, 64, 47];

export function ApexChartRadialBar() {
  const { t } = useTranslation('ui-charts');
  const goals = goalKeys.map((key) => t(`goals.${key}`));
  return (
    <ApexChart
      type="radialBar"
      label={t('goals.label')}
      height={320}
      series={progress}
      colors={['primary', 'success', 'warning']}
      options={{
        labels: goals,
        legend: { show: true, position: 'bottom' },
        plotOptions: {
          radialBar: {
            hollow: { size: '35%' },
            dataLabels: {
              total: {
                show: true,
                label: t('goals.average'),
                formatter: () => formatPercent(progress.reduce((a, b) => a + b, 0) / progress.length),
              },
            },
          },
        },
      }}
      table={{
        columns: [t('columns.goal'), t('goals.reached')],
        rows: goals.map((goal, i) => [goal, formatPercent(progress[i]!)]),
      }}
    />
  );
}
