/**
 * A month of a share's daily sessions as candles: the wick spans the day's low to high, the body
 * open to close, green when it closed higher. A sparkline: it has no axes, so the table carries the prices.
 */
import { useTranslation } from 'react-i18next';
import { CandlestickChart, type Candle } from '@/components/charts/lite/candlestick-chart';
import { formatMoney, formatPercent } from '@/lib/format';

// Open, high, low, close, in USD.
const candles: Candle[] = [
  [182.4, 185.1, 181.2, 184.6],
  [184.6, 186.9, 183.8, 186.1],
  [186.1, 186.5, 182.7, 183.2],
  [183.2, 184.0, 180.9, 181.4],
  [181.4, 183.6, 180.2, 183.1],
  [183.1, 187.2, 182.9, 186.8],
  [186.8, 189.4, 186.1, 188.9],
  [188.9, 189.6, 185.3, 185.9],
  [185.9, 187.7, 184.8, 187.2],
  [187.2, 191.3, 186.9, 190.8],
  [190.8, 192.5, 189.1, 189.7],
  [189.7, 190.2, 186.4, 187.1],
  [187.1, 189.8, 186.5, 189.3],
  [189.3, 193.6, 188.7, 193.1],
  [193.1, 195.0, 191.4, 191.9],
  [191.9, 194.2, 190.8, 193.8],
  [193.8, 196.7, 193.2, 196.1],
  [196.1, 196.9, 192.6, 193.4],
  [193.4, 195.8, 192.9, 195.2],
  [195.2, 198.4, 194.6, 197.9],
];
const price = (value: number) => formatMoney(value);

export function LightChartCandlestick() {
  const { t } = useTranslation('ui-charts');
  const first = candles[0]!;
  const last = candles.at(-1)!;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline gap-2">
        <span className="text-2xl font-semibold">{price(last[3])}</span>
        <span className="text-sm font-medium text-success-text">
          {formatPercent(((last[3] - first[0]) / first[0]) * 100, { signDisplay: 'always', maximumFractionDigits: 1 })}
        </span>
      </p>
      <CandlestickChart
        label={t('stock.label')}
        height={200}
        candles={candles}
        table={{
          columns: [t('stock.session'), t('stock.open'), t('stock.high'), t('stock.low'), t('stock.close')],
          rows: candles.map(([open, high, low, close], i) => [
            i + 1,
            price(open),
            price(high),
            price(low),
            price(close),
          ]),
        }}
      />
    </div>
  );
}
