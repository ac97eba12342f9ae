/** Traffic by source as a donut: the total sits in the middle, and hovering a slice shows it there. */
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatNumber, formatPercent } from '@/lib/format';

const sources = [
  { key: 'direct', value: 4200, tone: 'primary' },
  { key: 'search', value: 3100, tone: 'info' },
  { key: 'social', value: 1800, tone: 'success' },
  { key: 'email', value: 900, tone: 'warning' },
] as const;
const total = sources.reduce((sum, source) => sum + source.value, 0);

export function LightChartDonut() {
  const { t } = useTranslation('ui-charts');
  const slices = sources.map(({ key, value, tone }) => ({ name: t(`traffic.sources.${key}`), value, tone }));
  return (
    <RadialChart
      kind="donut"
      label={t('traffic.bySource')}
      height={260}
      slices={slices}
      center={{ value: formatNumber(total), caption: t('traffic.visits') }}
      table={{
        columns: [t('columns.source'), t('traffic.visits'), t('columns.share')],
        rows: slices.map((s) => [s.name, formatNumber(s.value), formatPercent((s.value / total) * 100)]),
      }}
    />
  );
}
