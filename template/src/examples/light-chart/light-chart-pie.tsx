/** Sales by device as a pie, with a legend beside it that names every slice and its share. */
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { paint } from '@/components/charts/lite/paint';
import { formatMoney, formatPercent } from '@/lib/format';

const devices = [
  { key: 'desktop', value: 58400, tone: 'primary' },
  { key: 'mobile', value: 41200, tone: 'success' },
  { key: 'tablet', value: 12600, tone: 'warning' },
] as const;
const total = devices.reduce((sum, device) => sum + device.value, 0);
const money = (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 });

export function LightChartPie() {
  const { t } = useTranslation('ui-charts');
  const slices = devices.map(({ key, value, tone }) => ({ name: t(`devices.${key}`), value, tone }));
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[1fr_auto]">
      <RadialChart
        kind="pie"
        label={t('devices.label')}
        height={240}
        slices={slices}
        formatValue={money}
        table={{
          columns: [t('columns.device'), t('columns.sales'), t('columns.share')],
          rows: slices.map((s) => [s.name, money(s.value), formatPercent((s.value / total) * 100)]),
        }}
      />
      {/* The table above speaks for the chart; the legend is for the eye. */}
      <ul aria-hidden className="flex flex-col gap-2 text-sm">
        {slices.map((s) => (
          <li key={s.name} className="flex items-center gap-2">
            <span className="size-2.5 rounded-full" style={{ background: paint(s.tone) }} />
            <span className="flex-1">{s.name}</span>
            <span className="font-semibold tabular-nums">{formatPercent((s.value / total) * 100)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
