/** Revenue this year against last year: a smooth line over a dashed one, with a shared tooltip. */
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { formatMoney } from '@/lib/format';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const thisYear = [18400, 21900, 20300, 24800, 27100, 26400, 29800, 31200, 28700, 33500, 36900, 41200];
const lastYear = [15200, 17100, 18800, 19400, 21000, 22600, 21900, 24300, 25100, 26800, 29400, 32800];
const money = (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 });

export function LightChartLine() {
  return (
    <CartesianChart
      label="Monthly revenue, this year against last year"
      height={280}
      categories={months}
      series={[
        { name: 'This year', data: thisYear, tone: 'primary', kind: 'line' },
        { name: 'Last year', data: lastYear, tone: 'secondary', kind: 'line', dashed: true },
      ]}
      formatValue={money}
      formatTick={(value) => formatMoney(value, 'USD', { notation: 'compact', maximumFractionDigits: 0 })}
      table={{
        columns: ['Month', 'This year', 'Last year'],
        rows: months.map((month, i) => [month, money(thisYear[i]!), money(lastYear[i]!)]),
      }}
    />
  );
}
