/**
 * Pure option builder for Chart.js: theme tokens -> colours, fonts, grid and motion, plus the
 * right-to-left mirror (reversed category axis, value axis on the right, RTL legend and tooltip).
 */
import type { ChartData, ChartOptions, ChartType, ScriptableContext } from 'chart.js';
import { deepMerge } from './merge';
import { alpha, toneColor, type ChartColor, type ThemeTokens } from './theme-tokens';

export type ChartJsKind = 'bar' | 'line' | 'doughnut' | 'polarArea' | 'radar' | 'scatter' | 'bubble';

/** A point of a scatter or bubble chart; `r` is the bubble's radius in pixels. */
export interface ChartJsPoint {
  x: number;
  y: number;
  r?: number;
}

export interface ChartJsDataset {
  label: string;
  /** Values in label order, or points for scatter and bubble charts. */
  data: number[] | ChartJsPoint[];
  /** One tone for the whole dataset, or one per point (doughnut, polar area, coloured bars). */
  tone: ChartColor | ChartColor[];
  /** Draws the dataset on top of others in stacked bars. */
  stack?: string;
  /** Line charts: fill down to the axis with a fading gradient (an area chart). @default false */
  fill?: boolean;
  /** Line charts: dashed stroke, e.g. for a comparison period. @default false */
  dashed?: boolean;
}

export interface ChartJsSpec {
  type: ChartJsKind;
  labels: string[];
  datasets: ChartJsDataset[];
  /** Horizontal bars. @default false */
  horizontal?: boolean;
  /** Stack bar datasets. @default false */
  stacked?: boolean;
  /** No axes, grid or legend: a small trend line inside a card. @default false */
  sparkline?: boolean;
  options?: ChartOptions<ChartType> | ((tokens: ThemeTokens) => ChartOptions<ChartType>);
}

const radial = (type: ChartJsKind) => type === 'doughnut' || type === 'polarArea';
/** Charts placed on two value axes (x and y are both numbers). */
const pointKinds = (type: ChartJsKind) => type === 'scatter' || type === 'bubble';
/** How large each kind draws its points (lines and areas show them on hover only). */
const pointRadius: Partial<Record<ChartJsKind, number>> = { line: 0, radar: 3, scatter: 5 };

/** A vertical gradient from the dataset colour to transparent, sized to the plot area. */
function fadingFill(colour: string) {
  return ({ chart }: ScriptableContext<'line'>) => {
    const area = chart.chartArea;
    if (!area) return alpha(colour, 0.2);
    const gradient = chart.ctx.createLinearGradient(0, area.top, 0, area.bottom);
    gradient.addColorStop(0, alpha(colour, 0.4));
    gradient.addColorStop(1, alpha(colour, 0));
    return gradient;
  };
}

export function buildChartJsConfig(spec: ChartJsSpec, tokens: ThemeTokens): { data: ChartData; options: ChartOptions } {
  const colourOf = (tone: ChartJsDataset['tone']) =>
    Array.isArray(tone) ? tone.map((t) => toneColor(tokens, t)) : toneColor(tokens, tone);
  const data: ChartData = {
    labels: spec.labels,
    datasets: spec.datasets.map((d) => {
      const colour = colourOf(d.tone);
      const area = spec.type === 'line' && d.fill && !Array.isArray(colour);
      const translucent =
        spec.type === 'polarArea' ? 0.75 : spec.type === 'radar' ? 0.2 : spec.type === 'bubble' ? 0.55 : 1;
      const fill =
        translucent === 1
          ? colour
          : Array.isArray(colour)
            ? colour.map((c) => alpha(c, translucent))
            : alpha(colour, translucent);
      return {
        label: d.label,
        data: d.data,
        stack: d.stack,
        fill: area ? 'origin' : spec.type === 'radar',
        borderDash: d.dashed ? [6, 4] : undefined,
        backgroundColor: area ? fadingFill(colour) : fill,
        borderColor: radial(spec.type) ? tokens.card : colour,
        borderWidth:
          radial(spec.type) || spec.type === 'line' || spec.type === 'radar' || spec.type === 'bubble' ? 2 : 0,
        borderRadius: spec.type === 'bar' ? 4 : undefined,
        maxBarThickness: 28,
        tension: spec.type === 'line' ? 0.35 : 0,
        pointRadius: pointRadius[spec.type],
        pointBackgroundColor: spec.type === 'radar' ? colour : undefined,
      };
    }),
  };

  const grid = { color: alpha(tokens.border, 1), drawTicks: false };
  const ticks = { color: tokens.mutedForeground, padding: 8 };
  const category = {
    grid: { display: false },
    border: { display: false },
    ticks,
    stacked: spec.stacked,
    reverse: tokens.rtl,
  };
  const value = {
    grid,
    border: { display: false },
    ticks,
    stacked: spec.stacked,
    beginAtZero: true,
    position: tokens.rtl ? 'right' : 'left',
  };
  const radialScale = {
    grid,
    angleLines: { color: grid.color },
    ticks: { display: false, backdropColor: 'transparent' },
    pointLabels: { color: tokens.mutedForeground },
  };
  const scales = pointKinds(spec.type)
    ? {
        x: { ...value, type: 'linear', position: 'bottom', reverse: tokens.rtl, beginAtZero: false },
        y: { ...value, beginAtZero: false },
      }
    : spec.type === 'radar'
      ? { r: { ...radialScale, beginAtZero: true } }
      : radial(spec.type)
        ? spec.type === 'polarArea'
          ? { r: radialScale }
          : {}
        : spec.horizontal
          ? {
              x: { ...value, reverse: tokens.rtl, position: 'bottom' },
              y: { ...category, reverse: false, position: tokens.rtl ? 'right' : 'left' },
            }
          : { x: category, y: value };
  const hidden = { display: false, reverse: tokens.rtl };

  const base = {
    responsive: true,
    maintainAspectRatio: false,
    animation: tokens.reducedMotion ? false : { duration: 600 },
    indexAxis: spec.horizontal ? 'y' : 'x',
    locale: typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined,
    font: { family: tokens.fontFamily },
    color: tokens.mutedForeground,
    scales: spec.sparkline ? { x: hidden, y: { display: false, beginAtZero: false } } : scales,
    layout: spec.sparkline ? { padding: 0 } : undefined,
    interaction: radial(spec.type) || pointKinds(spec.type) ? undefined : { mode: 'index', intersect: false },
    plugins: {
      legend: {
        display: !spec.sparkline && (radial(spec.type) || spec.datasets.length > 1),
        position: 'bottom',
        rtl: tokens.rtl,
        textDirection: tokens.rtl ? 'rtl' : 'ltr',
        labels: {
          color: tokens.foreground,
          usePointStyle: true,
          pointStyle: 'circle',
          boxWidth: 8,
          boxHeight: 8,
          padding: 16,
        },
      },
      tooltip: {
        rtl: tokens.rtl,
        textDirection: tokens.rtl ? 'rtl' : 'ltr',
        backgroundColor: tokens.dark ? tokens.card : tokens.foreground,
        titleColor: tokens.dark ? tokens.foreground : tokens.card,
        bodyColor: tokens.dark ? tokens.foreground : tokens.card,
        borderColor: tokens.border,
        borderWidth: tokens.dark ? 1 : 0,
        padding: 10,
        cornerRadius: 6,
      },
    },
  } as ChartOptions;
  const extra = typeof spec.options === 'function' ? spec.options(tokens) : spec.options;
  return { data, options: deepMerge(base, extra) };
}
