import { lazy, useMemo } from 'react';
import { loadChartJsExtraRenderer, loadChartJsRenderer } from './preload';
import { ChartFrame, type ChartTable } from './chart-frame';
import { buildChartJsConfig, type ChartJsSpec } from './chartjs-theme';
import { useThemeTokens } from './theme-tokens';

// Chart.js is fetched when the first chart mounts after the page has painted (or when a screen preloads it).
const ChartJsRenderer = lazy(loadChartJsRenderer);
// Kinds the dashboards do not draw register their controllers in their own module.
const ChartJsExtraRenderer = lazy(loadChartJsExtraRenderer);
const extraKinds: ReadonlySet<ChartJsChartProps['type']> = new Set(['bubble', 'radar', 'scatter']);

export interface ChartJsChartProps extends ChartJsSpec {
  /** Accessible name (role="img"). */
  label: string;
  /** Chart height in px; the same box is reserved while loading. */
  height: number;
  /** Visually hidden data table read by screen readers. */
  table?: ChartTable;
  summary?: string;
  className?: string;
}

/**
 * A Chart.js chart in the current theme; colours, fonts, dark mode and right-to-left follow the
 * customizer live. Datasets name their colour by tone so presets apply.
 */
export function ChartJsChart({ label, height, table, summary, className, ...spec }: ChartJsChartProps) {
  const tokens = useThemeTokens();
  const { type, labels, datasets, horizontal, stacked, sparkline, options } = spec;
  const config = useMemo(
    () => buildChartJsConfig({ type, labels, datasets, horizontal, stacked, sparkline, options }, tokens),
    [type, labels, datasets, horizontal, stacked, sparkline, options, tokens],
  );
  const Renderer = extraKinds.has(type) ? ChartJsExtraRenderer : ChartJsRenderer;
  return (
    <ChartFrame label={label} height={height} table={table} summary={summary} className={className}>
      <Renderer type={type} data={config.data} options={config.options} />
    </ChartFrame>
  );
}
