/**
 * Pure option builder for ApexCharts: theme tokens -> colours, fonts, grid, tooltip and motion,
 * plus the right-to-left mirror (time runs from the right, the value axis sits on the right).
 * Kept free of the library so it is cheap to import and easy to test.
 */
import type { ApexOptions } from 'apexcharts';
import { deepMerge } from './merge';
import { alpha, toneColor, type ChartColor, type ThemeTokens } from './theme-tokens';

export type ApexKind =
  'line' | 'area' | 'bar' | 'candlestick' | 'donut' | 'pie' | 'radialBar' | 'polarArea' | 'heatmap' | 'radar';
export type ApexSeries = NonNullable<ApexOptions['series']>;

export interface ApexSpec {
  type: ApexKind;
  series: ApexSeries;
  /** X-axis categories (already formatted for the locale); mirrored in RTL. */
  categories?: string[];
  /** Tone names (`'primary'`…) or literal colours, resolved against the live theme. */
  colors?: ChartColor[];
  /** Extra options, or a function of the tokens for colour-dependent settings (gradients…). */
  options?: ApexOptions | ((tokens: ThemeTokens) => ApexOptions);
}

const axisKinds: ReadonlySet<ApexKind> = new Set(['line', 'area', 'bar', 'candlestick', 'heatmap']);

function reverseSeries(series: ApexSeries): ApexSeries {
  return (series as unknown[]).map((entry) =>
    typeof entry === 'object' && entry !== null && Array.isArray((entry as { data?: unknown }).data)
      ? { ...entry, data: [...(entry as { data: unknown[] }).data].reverse() }
      : entry,
  ) as ApexSeries;
}

export function buildApexConfig(spec: ApexSpec, tokens: ThemeTokens): { series: ApexSeries; options: ApexOptions } {
  const axisText = { colors: tokens.mutedForeground, fontSize: '12px', fontFamily: tokens.fontFamily };
  const base: ApexOptions = {
    chart: {
      type: spec.type,
      fontFamily: tokens.fontFamily,
      foreColor: tokens.mutedForeground,
      background: 'transparent',
      parentHeightOffset: 0,
      redrawOnParentResize: true,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !tokens.reducedMotion },
    },
    theme: { mode: tokens.dark ? 'dark' : 'light' },
    colors: (spec.colors ?? ['primary']).map((c) => toneColor(tokens, c)),
    grid: { borderColor: alpha(tokens.border, 1), strokeDashArray: 4, padding: { top: -10, left: 8, right: 8 } },
    dataLabels: { enabled: false },
    legend: { show: false },
    tooltip: { theme: tokens.dark ? 'dark' : 'light', style: { fontFamily: tokens.fontFamily } },
    stroke: { width: 2, curve: 'smooth' },
    states: { hover: { filter: { type: 'lighten' } } },
    xaxis: {
      categories: spec.categories,
      axisBorder: { show: false },
      axisTicks: { show: false },
      labels: { style: axisText },
      tooltip: { enabled: false },
    },
    yaxis: { labels: { style: axisText } },
  };
  const extra = typeof spec.options === 'function' ? spec.options(tokens) : spec.options;
  const options = deepMerge(base, extra);

  const horizontal = Boolean(options.plotOptions?.bar?.horizontal);
  if (!tokens.rtl || !axisKinds.has(spec.type) || horizontal) return { series: spec.series, options };

  const yaxis = Array.isArray(options.yaxis)
    ? options.yaxis.map((axis) => ({ ...axis, opposite: !axis.opposite }))
    : { ...options.yaxis, opposite: !options.yaxis?.opposite };
  return {
    series: reverseSeries(spec.series),
    options: {
      ...options,
      xaxis: {
        ...options.xaxis,
        categories: spec.categories ? [...spec.categories].reverse() : options.xaxis?.categories,
      },
      yaxis,
    },
  };
}
