/** Horizontal bars suit long category names; values read from the start edge in both directions. */
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import { formatNumber } from '@/lib/format';

// ISO region codes; Intl.DisplayNames names them in the reader's language.
const countryCodes = ['US', 'IN', 'BR', 'DE', 'FR', 'MA'];
const visitors = [8650, 6420, 4310, 3890, 3120, 1980];

export function ApexChartHorizontalBar() {
  const { t, i18n } = useTranslation('ui-charts');
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = countryCodes.map((code) => regionNames.of(code) ?? code);
  return (
    <ApexChart
      type="bar"
      label={t('countries.month')}
      height={300}
      series={[{ name: t('countries.visitors'), data: visitors }]}
      categories={countries}
      colors={['info']}
      options={{ plotOptions: { bar: { horizontal: true, borderRadius: 5, barHeight: '55%' } } }}
      table={{
        columns: [t('columns.country'), t('countries.visitors')],
        rows: countries.map((c, i) => [c, formatNumber(visitors[i]!)]),
      }}
    />
  );
}
