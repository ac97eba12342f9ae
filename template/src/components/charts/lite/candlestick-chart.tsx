import { useDirection } from '@/hooks/use-direction';
import { ChartFrame, type ChartBoxProps } from '../chart-frame';
import type { ChartColor } from '../theme-tokens';
import { linear } from './geometry';
import { paint } from './paint';
import { MeasuredPlot } from './measured-plot';

/** One session: open, high, low, close. */
export type Candle = readonly [number, number, number, number];

export interface CandlestickChartProps extends ChartBoxProps {
  /** One `[open, high, low, close]` per session, oldest first. */
  candles: readonly Candle[];
  /** Colour of a session that closed higher: a tone name or a CSS colour. @default 'success' */
  up?: ChartColor;
  /** Colour of a session that closed lower. @default 'error' */
  down?: ChartColor;
}

/** A candlestick sparkline (no axes): each session's range as a wick, open-to-close as the body. */
export function CandlestickChart({ label, height, table, summary, className, ...plot }: CandlestickChartProps) {
  return (
    <ChartFrame label={label} height={height} table={table} summary={summary} className={className}>
      <MeasuredPlot height={height}>
        {(width) => <CandlestickPlot width={width} height={height} {...plot} />}
      </MeasuredPlot>
    </ChartFrame>
  );
}

function CandlestickPlot({
  width,
  height,
  candles,
  up = 'success',
  down = 'error',
}: Omit<CandlestickChartProps, 'label' | 'table' | 'summary' | 'className'> & { width: number }) {
  const rtl = useDirection() === 'rtl';
  const lows = candles.map((c) => c[2]);
  const highs = candles.map((c) => c[1]);
  const y = linear([Math.min(...lows), Math.max(...highs)], [height - 2, 2]);
  const band = width / Math.max(1, candles.length);
  const body = Math.max(2, Math.min(12, band * 0.6));
  return (
    <svg aria-hidden width={width} height={height} className="block motion-safe:animate-chart-in" data-slot="chart-svg">
      {candles.map(([open, high, low, close], i) => {
        const centre = band * (rtl ? candles.length - i - 0.5 : i + 0.5);
        const color = paint(close >= open ? up : down);
        const top = y(Math.max(open, close));
        return (
          <g key={i} style={{ fill: color, stroke: color }}>
            <line x1={centre} x2={centre} y1={y(high)} y2={y(low)} strokeWidth={1} />
            <rect
              x={centre - body / 2}
              width={body}
              y={top}
              height={Math.max(1, y(Math.min(open, close)) - top)}
              strokeWidth={0}
            />
          </g>
        );
      })}
    </svg>
  );
}
