/**
 * Where everything of a cartesian chart goes, for a given box: the value scale and its ticks, the
 * category positions, every bar's rectangle and every line's points. Pure (no DOM), so the chart
 * component only draws what this answers, and tests check the geometry directly.
 */
import { labelStride, linear, niceTicks, textWidth, type Point } from './geometry';

export type SeriesKind = 'line' | 'area' | 'bar';

export interface LayoutSeries {
  data: readonly number[];
  kind: SeriesKind;
}

export interface LayoutInput {
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly LayoutSeries[];
  stacked?: boolean;
  horizontal?: boolean;
  /** No axes, ticks or grid: the plot fills the box. */
  sparkline?: boolean;
  valueAxis?: boolean;
  categoryAxis?: boolean;
  formatTick: (value: number) => string;
  min?: number;
  max?: number;
  rtl?: boolean;
}

export interface Bar {
  series: number;
  index: number;
  /** barPath arguments: cross position and width, base and end along the value axis. */
  x: number;
  w: number;
  from: number;
  to: number;
  /** Only the outermost segment of a stack has a rounded end. */
  rounded: boolean;
}

export interface Tick {
  value: number;
  label: string;
  /** Position along the value axis (y for columns, x for horizontal bars). */
  at: number;
}

export interface CategoryLabel {
  text: string;
  /** Position along the category axis. */
  at: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface CartesianLayout {
  /** The plot area. */
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: Tick[];
  labels: CategoryLabel[];
  /** Centre of each category along the category axis. */
  positions: number[];
  /** Width of one category's band (bars). */
  band: number;
  bars: Bar[];
  /** Points of each line/area series (undefined for bar series). */
  lines: (Point[] | undefined)[];
  /** Where the value axis' zero (or the plot's floor) is: areas fill down to it. */
  baseline: number;
  horizontal: boolean;
}

const tickFont = 11;

function extent(input: LayoutInput): [number, number] {
  const { series, stacked } = input;
  let lo = Infinity;
  let hi = -Infinity;
  const length = Math.max(0, ...series.map((s) => s.data.length));
  if (stacked) {
    for (let i = 0; i < length; i++) {
      let up = 0;
      let down = 0;
      for (const s of series) {
        const v = s.data[i] ?? 0;
        if (v >= 0) up += v;
        else down += v;
      }
      hi = Math.max(hi, up);
      lo = Math.min(lo, down);
    }
  } else {
    for (const s of series) {
      for (const v of s.data) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
  }
  if (!Number.isFinite(lo)) [lo, hi] = [0, 1];
  if (series.some((s) => s.kind === 'bar')) [lo, hi] = [Math.min(0, lo), Math.max(0, hi)];
  return [input.min ?? lo, input.max ?? hi];
}

export function layoutCartesian(input: LayoutInput): CartesianLayout {
  const { width, height, categories, series, sparkline = false, rtl = false, formatTick } = input;
  const horizontal = Boolean(input.horizontal);
  const valueAxis = !sparkline && (input.valueAxis ?? true);
  const categoryAxis = !sparkline && (input.categoryAxis ?? true);
  const hasBars = series.some((s) => s.kind === 'bar');
  let [lo, hi] = extent(input);
  let ticks: number[] = [];
  if (sparkline) {
    // Lines get a little room above and below, so strokes and peaks are not cut by the box.
    const pad = hasBars ? 0 : (hi - lo || 1) * 0.08;
    if (!hasBars || lo < 0) lo -= pad;
    hi += pad;
  } else {
    const along = horizontal ? width : height;
    ticks = niceTicks(lo, hi, Math.max(2, Math.min(5, Math.round(along / 70))));
    lo = Math.min(lo, ticks[0]!);
    hi = Math.max(hi, ticks.at(-1)!);
  }
  const tickLabels = ticks.map(formatTick);
  const count = categories.length || Math.max(0, ...series.map((s) => s.data.length));

  // The plot area: what the axes' labels leave.
  const start = (size: number) => (rtl ? { left: 0, right: size } : { left: size, right: 0 });
  let plot: CartesianLayout['plot'];
  if (horizontal) {
    const labelWidth = categoryAxis
      ? Math.min(width * 0.4, Math.max(0, ...categories.map((c) => textWidth(c, 12))) + 12)
      : 0;
    // The last value label is centred on the plot's far end: leave it half its width.
    const far = valueAxis ? textWidth(tickLabels.at(-1) ?? '', tickFont) / 2 + 2 : 0;
    plot = rtl
      ? { left: far, right: width - labelWidth, top: 4, bottom: height - (valueAxis ? 24 : 4) }
      : { left: labelWidth, right: width - far, top: 4, bottom: height - (valueAxis ? 24 : 4) };
  } else {
    const labelWidth = valueAxis ? Math.max(0, ...tickLabels.map((l) => textWidth(l, tickFont))) + 10 : 0;
    const side = start(labelWidth);
    const inset = sparkline ? 0 : 4;
    plot = {
      left: side.left + (rtl ? inset : 0),
      right: width - side.right - (rtl ? 0 : inset),
      top: sparkline ? 3 : 10,
      bottom: height - (categoryAxis ? 26 : sparkline ? 3 : 6),
    };
  }

  // Categories: bands when there are bars, else points from edge to edge.
  const [c0, c1] = horizontal ? [plot.top, plot.bottom] : rtl ? [plot.right, plot.left] : [plot.left, plot.right];
  const band = count ? Math.abs(c1 - c0) / count : 0;
  const dir = c1 >= c0 ? 1 : -1;
  const positions = Array.from({ length: count }, (_, i) =>
    hasBars || count === 1 ? c0 + dir * band * (i + 0.5) : c0 + ((c1 - c0) * i) / (count - 1),
  );

  const value = horizontal
    ? linear([lo, hi], rtl ? [plot.right, plot.left] : [plot.left, plot.right])
    : linear([lo, hi], [plot.bottom, plot.top]);
  const zero = value(Math.max(lo, Math.min(hi, 0)));

  // Bars: side by side within a band, or stacked.
  const barSeries = series.map((s, i) => (s.kind === 'bar' ? i : -1)).filter((i) => i >= 0);
  const bars: Bar[] = [];
  if (barSeries.length) {
    const perBand = input.stacked ? 1 : barSeries.length;
    const group = Math.min(band * (perBand > 1 ? 0.7 : 0.55), perBand * 40);
    const w = group / perBand;
    for (let i = 0; i < count; i++) {
      let up = 0;
      let down = 0;
      const stack: Bar[] = [];
      barSeries.forEach((si, k) => {
        const v = series[si]!.data[i] ?? 0;
        const slot = input.stacked ? 0 : k;
        const cross = positions[i]! - group / 2 + slot * w;
        let from = 0;
        if (input.stacked) {
          from = v >= 0 ? up : down;
          if (v >= 0) up += v;
          else down += v;
        }
        stack.push({
          series: si,
          index: i,
          x: cross,
          w,
          from: value(from),
          to: value(from + v),
          rounded: !input.stacked,
        });
      });
      if (input.stacked) {
        const outer = (positive: boolean) =>
          stack
            .filter((b) => (series[b.series]!.data[i] ?? 0) !== 0 && series[b.series]!.data[i]! > 0 === positive)
            .at(-1);
        for (const b of [outer(true), outer(false)]) if (b) b.rounded = true;
      }
      bars.push(...stack);
    }
  }

  const lines = series.map((s) =>
    s.kind === 'bar' ? undefined : s.data.map((v, i): Point => [positions[i] ?? 0, value(v)]),
  );

  const ticksOut: Tick[] = ticks.map((v, i) => ({ value: v, label: tickLabels[i]!, at: value(v) }));

  // Category labels, thinned so that none overlap.
  let labels: CategoryLabel[] = [];
  if (categoryAxis) {
    const widest = Math.max(0, ...categories.map((c) => textWidth(c, tickFont))) + 8;
    const stride = horizontal ? 1 : labelStride(count, Math.abs(c1 - c0), widest);
    labels = categories.flatMap((text, i): CategoryLabel[] => {
      if (i % stride) return [];
      // Points at the edges keep their labels inside the box. Anchors are logical (the SVG text
      // follows the page's direction), so the first label starts at the reading start either way.
      const edge = !hasBars && !horizontal && count > 1 && (i === 0 || i === count - 1);
      return [{ text, at: positions[i]!, anchor: edge ? (i === 0 ? 'start' : 'end') : 'middle' }];
    });
  }

  return {
    plot,
    ticks: ticksOut,
    labels,
    positions,
    band,
    bars,
    lines,
    baseline: lo < 0 && hi > 0 ? zero : value(lo),
    horizontal,
  };
}
