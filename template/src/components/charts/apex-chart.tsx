import { lazy, useMemo } from 'react';
import { buildApexConfig, type ApexSpec } from './apex-theme';
import { loadApexExtraRenderer, loadApexRenderer } from './preload';
import { ChartFrame, type ChartTable } from './chart-frame';
import { useThemeTokens } from './theme-tokens';

// The library is fetched when the first chart mounts after the page has painted (or when a screen preloads it).
const ApexRenderer = lazy(loadApexRenderer);
// Kinds the dashboards do not draw come with their own module, so the common chunk stays small.
const ApexExtraRenderer = lazy(loadApexExtraRenderer);
const extraKinds: ReadonlySet<ApexChartProps['type']> = new Set(['heatmap', 'radar']);

export interface ApexChartProps extends ApexSpec {
  /** Accessible name (role="img"). */
  label: string;
  /** Chart height in px; the same box is reserved while loading. */
  height: number;
  /** Visually hidden data table read by screen readers. */
  table?: ChartTable;
  /** Text alternative instead of (or on top of) the table. */
  summary?: string;
  className?: string;
}

/**
 * An ApexCharts chart in the current theme: colours, fonts, dark mode and right-to-left follow the
 * customizer live. Give `colors` as tone names so they track the preset.
 */
export function ApexChart({ label, height, table, summary, className, ...spec }: ApexChartProps) {
  const tokens = useThemeTokens();
  const { type, series, categories, colors, options } = spec;
  const config = useMemo(
    () => buildApexConfig({ type, series, categories, colors, options }, tokens),
    [type, series, categories, colors, options, tokens],
  );
  const Renderer = extraKinds.has(type) ? ApexExtraRenderer : ApexRenderer;
  return (
    <ChartFrame label={label} height={height} table={table} summary={summary} className={className}>
      <Renderer type={type} series={config.series} options={config.options} height={height} />
    </ChartFrame>
  );
}
