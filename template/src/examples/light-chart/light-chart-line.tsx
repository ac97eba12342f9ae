/** Revenue this year against last year: a smooth line over a dashed one, with a shared tooltip. */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatDate, formatMoney } from '@/lib/format';

const firstDays = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1));
const thisYear = [18400, 21900, 20300, 24800, 27100, 26400, 29800, 31200, 28700, 33500, 36900, 41200];
const lastYear = [15200, 17100, 18800, 19400, 21000, 22600, 21900, 24300, 25100, 26800, 29400, 32800];
const money = (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 });

export function LightChartLine() {
  const { t } = useTranslation('ui-charts');
  const months = firstDays.map((day) => formatDate(day, { month: 'short' }));
  return (
    <CartesianChart
      label={t('revenue.label')}
      height={280}
      categories={months}
      series={[
        { name: t('revenue.thisYear'), data: thisYear, tone: 'primary', kind: 'line' },
        { name: t('revenue.lastYear'), data: lastYear, tone: 'secondary', kind: 'line', dashed: true },
      ]}
      formatValue={money}
      formatTick={(value) => formatMoney(value, 'USD', { notation: 'compact', maximumFractionDigits: 0 })}
      table={{
        columns: [t('columns.month'), t('revenue.thisYear'), t('revenue.lastYear')],
        rows: months.map((month, i) => [month, money(thisYear[i]!), money(lastYear[i]!)]),
      }}
    />
  );
}
