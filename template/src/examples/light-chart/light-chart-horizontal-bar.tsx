/** Visitors by country as horizontal bars: long category names read without turning. */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatNumber } from '@/lib/format';

// ISO region codes; Intl.DisplayNames names them in the reader's language.
const countryCodes = ['US', 'DE', 'IN', 'BR', 'JP', 'MA'];
const visitors = [48200, 21900, 19400, 12800, 9600, 6100];

export function LightChartHorizontalBar() {
  const { t, i18n } = useTranslation('ui-charts');
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = countryCodes.map((code) => regionNames.of(code) ?? code);
  return (
    <CartesianChart
      label={t('countries.quarter')}
      height={280}
      horizontal
      categories={countries}
      series={[{ name: t('countries.visitors'), data: visitors, tone: 'primary', kind: 'bar' }]}
      formatTick={(value) => formatNumber(value, { notation: 'compact' })}
      table={{
        columns: [t('columns.country'), t('countries.visitors')],
        rows: countries.map((country, i) => [country, formatNumber(visitors[i]!)]),
      }}
    />
  );
}
