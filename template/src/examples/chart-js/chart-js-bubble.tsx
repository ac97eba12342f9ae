/** Bubbles: x and y place each point, its radius is a third value (here, the deal size). */
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';

const northDeals = [
  { x: 20, y: 74, r: 10 },
  { x: 40, y: 85, r: 16 },
  { x: 60, y: 52, r: 8 },
  { x: 75, y: 90, r: 20 },
];
const southDeals = [
  { x: 15, y: 40, r: 12 },
  { x: 35, y: 62, r: 7 },
  { x: 55, y: 30, r: 14 },
  { x: 85, y: 70, r: 9 },
];

export function ChartJsBubble() {
  const { t } = useTranslation('ui-charts');
  const [north, south] = [t('deals.north'), t('deals.south')];
  return (
    <ChartJsChart
      type="bubble"
      label={t('deals.label')}
      height={320}
      labels={[]}
      datasets={[
        { label: north, data: northDeals, tone: 'primary' },
        { label: south, data: southDeals, tone: 'warning' },
      ]}
      table={{
        columns: [t('deals.team'), t('deals.age'), t('deals.probability'), t('deals.size')],
        rows: [...northDeals.map((d) => [north, d.x, d.y, d.r]), ...southDeals.map((d) => [south, d.x, d.y, d.r])],
      }}
    />
  );
}
