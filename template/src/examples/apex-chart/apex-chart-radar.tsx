/** A radar comparing two products on six qualities scored out of 100. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';

const qualityKeys = ['battery', 'screen', 'camera', 'speed', 'price', 'design'] as const;
const phoneA = [80, 50, 30, 40, 100, 20];
const phoneB = [20, 30, 40, 80, 20, 80];

export function ApexChartRadar() {
  const { t } = useTranslation('ui-charts');
  const qualities = qualityKeys.map((key) => t(`phones.qualities.${key}`));
  const [nameA, nameB] = [t('phones.phone', { name: 'A' }), t('phones.phone', { name: 'B' })];
  return (
    <ApexChart
      type="radar"
      label={t('phones.radar')}
      height={340}
      series={[
        { name: nameA, data: phoneA },
        { name: nameB, data: phoneB },
      ]}
      categories={qualities}
      colors={['primary', 'info']}
      options={{ legend: { show: true, position: 'bottom' }, fill: { opacity: 0.2 }, markers: { size: 3 } }}
      table={{
        columns: [t('phones.quality'), nameA, nameB],
        rows: qualities.map((q, i) => [q, phoneA[i]!, phoneB[i]!]),
      }}
    />
  );
}
