/**
 * Pure option builder for Chart.js: theme tokens -> colours, fonts, grid and motion, plus the
 * right-to-left mirror (reversed category axis, value axis on the right, RTL legend and tooltip).
 */
import type { ChartData, ChartOptions, ChartType, ScriptableContext } from 'chart.js';
import { deepMerge } from './merge';
import { alpha, toneColor, type ChartColor, type ThemeTokens } from './theme-tokens';

export type ChartJsKind = 'bar' | 'line' | 'doughnut' | 'polarArea';

export interface ChartJsDataset {
  label: string;
  data: number[];
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
      const fill =
        spec.type === 'polarArea'
          ? Array.isArray(colour)
            ? colour.map((c) => alpha(c, 0.75))
            : alpha(colour, 0.75)
          : colour;
      return {
        label: d.label,
        data: d.data,
        stack: d.stack,
        fill: area ? 'origin' : false,
        borderDash: d.dashed ? [6, 4] : undefined,
        backgroundColor: area ? fadingFill(colour) : fill,
        borderColor: radial(spec.type) ? tokens.card : colour,
        borderWidth: radial(spec.type) ? 2 : spec.type === 'line' ? 2 : 0,
        borderRadius: spec.type === 'bar' ? 4 : undefined,
        maxBarThickness: 28,
        tension: 0.35,
        pointRadius: 0,
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
  const scales = radial(spec.type)
    ? spec.type === 'polarArea'
      ? {
          r: {
            grid,
            angleLines: { color: grid.color },
            ticks: { display: false, backdropColor: 'transparent' },
            pointLabels: { color: tokens.mutedForeground },
          },
        }
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
    interaction: radial(spec.type) ? undefined : { mode: 'index', intersect: false },
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
