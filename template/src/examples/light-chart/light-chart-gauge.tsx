/**
 * Gauges: one value on an open ring (270 degrees) with the figure in the middle, and several goals
 * as nested rings, each filled to its share of `max`.
 */
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatPercent } from '@/lib/format';

const goals = [
  { key: 'sales', value: 82, tone: 'primary' },
  { key: 'accounts', value: 64, tone: 'success' },
  { key: 'renewals', value: 47, tone: 'warning' },
] as const;

export function LightChartGauge() {
  const { t } = useTranslation('ui-charts');
  const rings = goals.map(({ key, value, tone }) => ({ name: t(`goals.${key}`), value, tone }));
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadialChart
        kind="gauge"
        semi
        label={t('capacity.label')}
        height={220}
        slices={[{ name: t('capacity.inUse'), value: 73, tone: 'info' }]}
        center={{ value: formatPercent(73), caption: t('capacity.inUse') }}
        summary={t('capacity.summary', { value: formatPercent(73) })}
      />
      <RadialChart
        kind="gauge"
        label={t('goals.label')}
        height={220}
        slices={rings}
        formatValue={(value) => formatPercent(value)}
        table={{
          columns: [t('columns.goal'), t('columns.progress')],
          rows: rings.map((g) => [g.name, formatPercent(g.value)]),
        }}
      />
    </div>
  );
}
