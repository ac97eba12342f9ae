/**
 * A Chart.js bar chart through the app's chart layer: tones follow the preset, dark mode and
 * right-to-left; the label names the chart and the table gives its numbers to screen readers.
 */
import { ChartJsChart } from '@/components/charts/chartjs-chart';
import { formatMoney } from '@/lib/format';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sales = [275, 90, 190, 205, 125, 85, 55, 87, 127, 150, 230, 280];

export function ChartJsBar() {
  return (
    <ChartJsChart
      type="bar"
      label="Sales per month this year, in thousands of dollars"
      height={300}
      labels={months}
      datasets={[{ label: 'Data One', data: sales, tone: 'warning' }]}
      table={{ columns: ['Month', 'Sales'], rows: months.map((m, i) => [m, formatMoney(sales[i]! * 1000)]) }}
    />
  );
}
