import { useState, type ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { ChartFrame, type ChartBoxProps } from '../chart-frame';
import type { ChartColor } from '../theme-tokens';
import { ChartTooltip } from './chart-tooltip';
import { arcPath, strokeArc } from './geometry';
import { paint, type ValueFormatter } from './paint';
import { MeasuredPlot } from './measured-plot';

export interface RadialSlice {
  /** Shown on hover (in the middle of a donut). */
  name: string;
  /** A share of the total (donut, pie), a length (polar) or a fill out of `max` (gauge). */
  value: number;
  /** A tone name (follows the theme's preset) or a literal CSS colour. */
  tone: ChartColor;
}

export interface RadialChartProps extends ChartBoxProps {
  /**
   * donut/pie: slices share the circle by value. gauge: each slice is a ring filled to value/max
   * (outermost first). polar: equal wedges whose length shows the value.
   */
  kind: 'donut' | 'pie' | 'gauge' | 'polar';
  /** The data: `{ name, value, tone }` per slice (per ring for a gauge). */
  slices: readonly RadialSlice[];
  /** Gauge scale end. @default 100 */
  max?: number;
  /** Gauge drawn over 270 degrees, open at the bottom. @default false */
  semi?: boolean;
  /** What the middle of a donut or gauge says (a donut shows the hovered slice instead). */
  center?: { value: ReactNode; caption?: ReactNode };
  /** Values on hover. @default formatNumber (lib/format.ts, in the current locale) */
  formatValue?: ValueFormatter;
}

/**
 * Donut, pie, gauge (radial bar) and polar-area charts drawn as plain SVG, coloured from the
 * theme's CSS variables. Hovering a slice shows its name and value (in the middle of a donut,
 * elsewhere in a tooltip).
 */
export function RadialChart({ label, height, table, summary, className, ...plot }: RadialChartProps) {
  return (
    <ChartFrame label={label} height={height} table={table} summary={summary} className={className}>
      <MeasuredPlot height={height}>{(width) => <RadialPlot width={width} height={height} {...plot} />}</MeasuredPlot>
    </ChartFrame>
  );
}

type PlotProps = Omit<RadialChartProps, 'label' | 'table' | 'summary' | 'className'>;

function RadialPlot({
  width,
  height,
  kind,
  slices,
  max = 100,
  semi,
  center,
  formatValue = formatNumber,
}: PlotProps & { width: number }) {
  const [active, setActive] = useState<{ index: number; x: number; y: number } | null>(null);
  const cx = width / 2;
  // A semicircle gauge sits lower: its open bottom needs less room than a full ring.
  const radius = Math.max(10, Math.min(width, semi ? height * 1.2 : height) / 2 - 4);
  const cy = semi ? Math.min(height / 2 + radius * 0.18, height - radius * 0.72) : height / 2;
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const hover = (index: number) => ({
    onPointerMove: (event: React.PointerEvent<SVGElement>) => {
      const box = event.currentTarget.ownerSVGElement!.getBoundingClientRect();
      setActive({ index, x: event.clientX - box.left, y: event.clientY - box.top });
    },
    onPointerLeave: () => setActive(null),
  });

  let marks: ReactNode;
  if (kind === 'gauge') {
    const [start, end] = semi ? [-135, 135] : [0, 360];
    const ring = Math.max(6, Math.min(18, radius * (slices.length > 1 ? 0.14 : 0.2)));
    marks = slices.map((s, i) => {
      const r = radius - ring / 2 - i * (ring + 4);
      const share = Math.max(0, Math.min(1, s.value / (max || 1)));
      return (
        <g key={s.name} {...hover(i)}>
          <path
            d={strokeArc(cx, cy, r, start, end)}
            fill="none"
            strokeWidth={ring}
            strokeLinecap="round"
            style={{ stroke: 'var(--muted)' }}
          />
          {share > 0 && (
            <path
              d={strokeArc(cx, cy, r, start, start + (end - start) * share)}
              fill="none"
              strokeWidth={ring}
              strokeLinecap="round"
              data-slot="chart-gauge-value"
              style={{ stroke: paint(s.tone) }}
            />
          )}
        </g>
      );
    });
  } else if (kind === 'polar') {
    const step = 360 / Math.max(1, slices.length);
    const top = Math.max(...slices.map((s) => s.value), 1);
    marks = (
      <>
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <circle key={f} cx={cx} cy={cy} r={radius * f} fill="none" style={{ stroke: 'var(--border)' }} />
        ))}
        {slices.map((s, i) => (
          <path
            key={s.name}
            d={arcPath(cx, cy, radius * (Math.max(0, s.value) / top), 0, i * step, (i + 1) * step)}
            strokeWidth={2}
            style={{ fill: paint(s.tone), fillOpacity: 0.85, stroke: 'var(--card)' }}
            {...hover(i)}
          />
        ))}
      </>
    );
  } else {
    const inner = kind === 'donut' ? radius * 0.72 : 0;
    let angle = 0;
    marks = slices.map((s, i) => {
      const sweep = total > 0 ? (Math.max(0, s.value) / total) * 360 : 0;
      const d = arcPath(cx, cy, radius, inner, angle, angle + sweep);
      angle += sweep;
      return sweep > 0 ? (
        <path key={s.name} d={d} strokeWidth={3} style={{ fill: paint(s.tone), stroke: 'var(--card)' }} {...hover(i)} />
      ) : null;
    });
  }

  const hovered = active ? slices[active.index] : undefined;
  // A donut answers hover in its middle; the other kinds use a tooltip.
  const middle =
    kind === 'donut' && hovered
      ? { value: formatValue(hovered.value), caption: hovered.name }
      : kind === 'pie' || kind === 'polar'
        ? undefined
        : center;
  return (
    <>
      <svg
        aria-hidden
        width={width}
        height={height}
        className="block motion-safe:animate-chart-in"
        data-slot="chart-svg"
      >
        {marks}
      </svg>
      {middle && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 flex -translate-y-1/2 flex-col items-center text-center"
          style={{ top: cy }}
        >
          <span className="text-2xl font-semibold">{middle.value}</span>
          {middle.caption && <span className="text-xs text-muted-foreground">{middle.caption}</span>}
        </div>
      )}
      {hovered && kind !== 'donut' && (
        <ChartTooltip
          rows={[{ name: hovered.name, tone: hovered.tone, value: formatValue(hovered.value) }]}
          x={active!.x}
          y={active!.y - 16}
          width={width}
        />
      )}
    </>
  );
}
