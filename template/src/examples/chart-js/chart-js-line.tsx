/** Three lines on one chart, one per region, with a legend and a shared tooltip. */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const regions = [
  { key: 'usa', tone: 'primary', data: [80, 125, 105, 130, 215, 195, 140, 160] },
  { key: 'europe', tone: 'info', data: [60, 100, 95, 120, 180, 160, 130, 145] },
  { key: 'australia', tone: 'success', data: [30, 55, 45, 70, 90, 85, 75, 95] },
] as const;

export function ChartJsLine() {
  const { t } = useTranslation('ui-charts');
  const weeks = Array.from({ length: 8 }, (_, i) => t('week', { n: i + 1 }));
  const lines = regions.map((r) => ({ label: t(`regions.${r.key}`), tone: r.tone, data: [...r.data] }));
  return (
    <ChartJsChart
      type="line"
      label={t('regions.label')}
      height={300}
      labels={weeks}
      datasets={lines}
      table={{
        columns: [t('columns.week'), ...lines.map((line) => line.label)],
        rows: weeks.map((week, i) => [week, ...lines.map((line) => line.data[i]!)]),
      }}
    />
  );
}
