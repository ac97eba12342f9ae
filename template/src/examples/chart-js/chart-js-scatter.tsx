/** A scatter of battery life against screen size for three phones, one dataset each. */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const phones = [
  {
    label: 'iPhone',
    tone: 'primary',
    data: [
      { x: 5.4, y: 17 },
      { x: 6.1, y: 20 },
      { x: 6.7, y: 26 },
    ],
  },
  {
    label: 'Samsung Note',
    tone: 'warning',
    data: [
      { x: 6.3, y: 19 },
      { x: 6.8, y: 24 },
      { x: 6.9, y: 27 },
    ],
  },
  {
    label: 'OnePlus',
    tone: 'success',
    data: [
      { x: 6.4, y: 21 },
      { x: 6.55, y: 22 },
      { x: 6.7, y: 25 },
    ],
  },
] as const;

export function ChartJsScatter() {
  const { t } = useTranslation('ui-charts');
  return (
    <ChartJsChart
      type="scatter"
      label={t('phones.scatter')}
      height={320}
      labels={[]}
      datasets={phones.map((p) => ({ label: p.label, tone: p.tone, data: p.data.map((point) => ({ ...point })) }))}
      table={{
        columns: [t('phones.range'), t('phones.screen'), t('phones.battery')],
        rows: phones.flatMap((p) => p.data.map((point) => [p.label, point.x, point.y])),
      }}
    />
  );
}
