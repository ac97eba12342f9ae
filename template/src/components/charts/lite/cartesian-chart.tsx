import { useId, useState, type PointerEvent } from 'react';
import { useDirection } from '@/hooks/use-direction';
import { formatNumber } from '@/lib/format';
import { ChartFrame, type ChartBoxProps } from '../chart-frame';
import type { ChartColor } from '../theme-tokens';
import { CartesianAxes } from './cartesian-axes';
import { ChartTooltip } from './chart-tooltip';
import { layoutCartesian, type SeriesKind } from './cartesian-layout';
import { barPath, linePath, smoothPath } from './geometry';
import { paint, type ValueFormatter } from './paint';
import { MeasuredPlot } from './measured-plot';

export interface CartesianSeries {
  /** Shown in the tooltip and, by convention, as the series' column in the data table. */
  name: string;
  /** One value per category, in the order of `categories`. */
  data: readonly number[];
  /** A tone name (follows the theme's preset) or a literal CSS colour. */
  tone: ChartColor;
  /** How this series is drawn; line and area series can share a chart with bars. */
  kind: SeriesKind;
  /** Lines only: drawn dashed (a comparison or a forecast). @default false */
  dashed?: boolean;
  /** Bars only: a colour per value (e.g. by status), instead of the series' one. */
  pointTones?: readonly ChartColor[];
}

export interface CartesianChartProps extends ChartBoxProps {
  /** The labels along the category axis, evenly spaced, one per value of each series. */
  categories: readonly string[];
  /** The data: `{ name, data, tone, kind }` per series, `data` in the order of `categories`. */
  series: readonly CartesianSeries[];
  /** Bars on top of each other instead of side by side. @default false */
  stacked?: boolean;
  /** Bars along the x axis, categories down the side. @default false */
  horizontal?: boolean;
  /** No axes, ticks or grid: the plot fills the box (KPI cards). @default false */
  sparkline?: boolean;
  /** Show the value axis' labels (the grid stays without them). @default true */
  valueAxis?: boolean;
  /** Show the category labels. @default true */
  categoryAxis?: boolean;
  /** Dashed grid lines at the value ticks. @default true */
  grid?: boolean;
  /** Straight segments instead of a smooth curve. @default false */
  straight?: boolean;
  /** Values in the tooltip. @default formatNumber (lib/format.ts, in the current locale) */
  formatValue?: ValueFormatter;
  /** Value-axis labels. @default formatValue */
  formatTick?: ValueFormatter;
  /** Fixes the low end of the value axis (e.g. 0 for shares). @default from the data */
  min?: number;
  /** Fixes the high end of the value axis (e.g. 100 for shares). @default from the data */
  max?: number;
  /** Show the pointer read-out; turn it off for tiny sparklines. @default true */
  tooltip?: boolean;
}

/**
 * Line, area and bar charts drawn as plain SVG by React: a few kilobytes instead of a chart
 * library, nothing to boot, and colours taken from the theme's CSS variables, so mode, preset and
 * skin changes need no re-render. Right-to-left mirrors the category axis and moves the value axis
 * to the right. Hovering shows every series' value for the category under the pointer.
 */
export function CartesianChart({ label, height, table, summary, className, ...plot }: CartesianChartProps) {
  return (
    <ChartFrame label={label} height={height} table={table} summary={summary} className={className}>
      <MeasuredPlot height={height}>
        {(width) => <CartesianPlot width={width} height={height} {...plot} />}
      </MeasuredPlot>
    </ChartFrame>
  );
}

type PlotProps = Omit<CartesianChartProps, 'label' | 'table' | 'summary' | 'className'>;

function CartesianPlot({
  width,
  height,
  grid = true,
  straight,
  formatValue = formatNumber,
  formatTick = formatValue,
  tooltip = true,
  ...shape
}: PlotProps & { width: number }) {
  const { categories, series, horizontal, sparkline, valueAxis } = shape;
  const rtl = useDirection() === 'rtl';
  const [active, setActive] = useState<number | null>(null);
  const gradient = useId();
  // Cheap and pure: recomputed on every render (the formatters callers pass are often inline).
  const layout = layoutCartesian({ ...shape, width, height, formatTick, rtl });

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement!.getBoundingClientRect();
    const at = layout.horizontal ? event.clientY - box.top : event.clientX - box.left;
    let nearest = 0;
    layout.positions.forEach((p, i) => {
      if (Math.abs(p - at) < Math.abs(layout.positions[nearest]! - at)) nearest = i;
    });
    setActive(nearest);
  };

  const { plot, bars, lines, baseline, positions, band } = layout;
  const activeAt = active === null ? undefined : positions[active];
  const pointsAt = active === null ? [] : lines.map((points) => points?.[active]);
  const tooltipY =
    active === null
      ? 0
      : horizontal
        ? (activeAt ?? 0) - 10
        : Math.min(
            ...pointsAt.filter(Boolean).map((p) => p![1]),
            ...bars.filter((b) => b.index === active).map((b) => Math.min(b.from, b.to)),
          ) - 10;

  return (
    <>
      <svg
        aria-hidden
        width={width}
        height={height}
        className="block overflow-visible text-[11px]"
        data-slot="chart-svg"
      >
        <defs>
          {series.map((s, i) =>
            s.kind === 'area' ? (
              <linearGradient key={i} id={`${gradient}-${i}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" style={{ stopColor: paint(s.tone), stopOpacity: 0.4 }} />
                <stop offset="100%" style={{ stopColor: paint(s.tone), stopOpacity: 0 }} />
              </linearGradient>
            ) : null,
          )}
        </defs>
        <CartesianAxes layout={layout} rtl={rtl} grid={grid} valueAxis={valueAxis !== false} />
        {/* The hovered category's band or guide line sits under the data. */}
        {activeAt !== undefined &&
          (bars.length ? (
            horizontal ? (
              <rect
                x={plot.left}
                width={plot.right - plot.left}
                y={activeAt - band / 2}
                height={band}
                style={{ fill: 'var(--muted)', opacity: 0.6 }}
              />
            ) : (
              <rect
                y={plot.top}
                height={plot.bottom - plot.top}
                x={activeAt - band / 2}
                width={band}
                style={{ fill: 'var(--muted)', opacity: 0.6 }}
              />
            )
          ) : (
            <line
              x1={activeAt}
              x2={activeAt}
              y1={plot.top}
              y2={plot.bottom}
              style={{ stroke: 'var(--border)' }}
              strokeWidth={1.5}
            />
          ))}
        <g className="motion-safe:animate-chart-in" data-slot="chart-marks">
          {bars.map((b) => (
            <path
              key={`${b.series}-${b.index}`}
              d={barPath(b.x, b.w, b.from, b.to, b.rounded ? 4 : 0, horizontal)}
              style={{ fill: paint(series[b.series]!.pointTones?.[b.index] ?? series[b.series]!.tone) }}
            />
          ))}
          {lines.map((points, i) => {
            if (!points?.length) return null;
            const s = series[i]!;
            const d = straight ? linePath(points) : smoothPath(points);
            const first = points[0]!;
            const last = points.at(-1)!;
            return (
              <g key={i}>
                {s.kind === 'area' && (
                  <path
                    d={`${d}L${last[0]},${baseline}L${first[0]},${baseline}Z`}
                    style={{ fill: `url(#${gradient}-${i})` }}
                  />
                )}
                <path
                  d={d}
                  fill="none"
                  strokeWidth={sparkline ? 2 : 2.5}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  strokeDasharray={s.dashed ? '6 6' : undefined}
                  style={{ stroke: paint(s.tone) }}
                />
              </g>
            );
          })}
        </g>
        {pointsAt.map((p, i) =>
          p ? (
            <circle
              key={i}
              cx={p[0]}
              cy={p[1]}
              r={4}
              strokeWidth={2}
              style={{ fill: 'var(--card)', stroke: paint(series[i]!.tone) }}
            />
          ) : null,
        )}
        {tooltip && (
          <rect
            data-slot="chart-hit-area"
            x={0}
            y={0}
            width={width}
            height={height}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          />
        )}
      </svg>
      {tooltip && active !== null && activeAt !== undefined && (
        <ChartTooltip
          title={categories[active]}
          rows={series.map((s) => ({
            name: s.name,
            tone: s.pointTones?.[active] ?? s.tone,
            value: formatValue(s.data[active] ?? 0),
          }))}
          x={horizontal ? (rtl ? plot.left + 8 : plot.right - 8) : activeAt}
          y={tooltipY}
          width={width}
        />
      )}
    </>
  );
}
