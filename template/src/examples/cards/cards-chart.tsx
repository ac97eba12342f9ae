/**
 * A card with a chart: the week's revenue as a small area chart under the figure. The chart is our
 * SVG chart (a few kilobytes, drawn after the first paint in a box of fixed height: nothing moves).
 */
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

const revenue = [3.1, 4.2, 3.8, 5.1, 4.6, 6.2, 5.9];
const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function CardsChart() {
  const { t } = useTranslation('cards');
  const money = (thousands: number) => formatMoney(thousands * 1000, 'USD', { maximumFractionDigits: 0 });
  const categories = days.map((day) => t(`chart.days.${day}`));
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardDescription>{t('chart.title')}</CardDescription>
        <CardTitle asChild>
          <h3 className="text-2xl">{money(revenue.reduce((a, b) => a + b, 0))}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CartesianChart
          height={120}
          label={t('chart.label')}
          categories={categories}
          series={[{ name: t('chart.series'), data: revenue, tone: 'primary', kind: 'area' }]}
          formatValue={money}
          valueAxis={false}
          grid={false}
          table={{
            columns: [t('chart.day'), t('chart.series')],
            rows: revenue.map((value, i) => [categories[i]!, money(value)]),
          }}
        />
      </CardContent>
    </Card>
  );
}
