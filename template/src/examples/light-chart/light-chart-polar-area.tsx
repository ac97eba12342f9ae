/** Tickets by category as a polar area: equal wedges whose length shows the count. */
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { formatNumber } from '@/lib/format';

const categories = [
  { key: 'billing', value: 42, tone: 'primary' },
  { key: 'shipping', value: 31, tone: 'info' },
  { key: 'returns', value: 18, tone: 'warning' },
  { key: 'accounts', value: 25, tone: 'success' },
  { key: 'other', value: 9, tone: 'secondary' },
] as const;

export function LightChartPolarArea() {
  const { t } = useTranslation('ui-charts');
  const slices = categories.map(({ key, value, tone }) => ({ name: t(`tickets.topics.${key}`), value, tone }));
  return (
    <RadialChart
      kind="polar"
      label={t('tickets.open')}
      height={260}
      slices={slices}
      table={{
        columns: [t('columns.category'), t('tickets.tickets')],
        rows: slices.map((s) => [s.name, formatNumber(s.value)]),
      }}
    />
  );
}
