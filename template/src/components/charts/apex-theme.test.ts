import { describe, expect, it } from 'vitest';
import { buildApexConfig } from './apex-theme';
import { buildChartJsConfig } from './chartjs-theme';
import { readThemeTokens, type ThemeTokens } from './theme-tokens';

const tokens = (over: Partial<ThemeTokens> = {}): ThemeTokens => ({ ...readThemeTokens(null), ...over });

describe('ApexCharts options from the theme', () => {
  const spec = {
    type: 'area' as const,
    series: [{ name: 'Sales', data: [1, 2, 3] }],
    categories: ['Mon', 'Tue', 'Wed'],
    colors: ['primary', 'success'],
  };

  it('uses the live token colours and dark tooltip in dark mode', () => {
    const { options } = buildApexConfig(
      spec,
      tokens({ dark: true, colors: { ...tokens().colors, primary: '#02ca4b' } }),
    );
    expect(options.colors?.[0]).toBe('#02ca4b');
    expect(options.tooltip?.theme).toBe('dark');
    expect(options.chart?.toolbar?.show).toBe(false);
  });

  it('mirrors cartesian charts in right-to-left', () => {
    const ltr = buildApexConfig(spec, tokens());
    const rtl = buildApexConfig(spec, tokens({ rtl: true }));
    expect(ltr.options.xaxis?.categories).toEqual(['Mon', 'Tue', 'Wed']);
    expect(rtl.options.xaxis?.categories).toEqual(['Wed', 'Tue', 'Mon']);
    expect(rtl.series).toEqual([{ name: 'Sales', data: [3, 2, 1] }]);
    expect(rtl.options.yaxis).toMatchObject({ opposite: true });
  });

  it('leaves round charts alone in right-to-left and turns motion off when asked', () => {
    const donut = buildApexConfig({ type: 'donut', series: [1, 2] }, tokens({ rtl: true, reducedMotion: true }));
    expect(donut.series).toEqual([1, 2]);
    expect(donut.options.chart?.animations?.enabled).toBe(false);
  });

  it('merges caller options over the theme, including token-based ones', () => {
    const { options } = buildApexConfig(
      { ...spec, options: (t) => ({ fill: { colors: [t.colors.info] }, chart: { sparkline: { enabled: true } } }) },
      tokens(),
    );
    expect(options.fill?.colors).toEqual([tokens().colors.info]);
    expect(options.chart?.sparkline?.enabled).toBe(true);
    expect(options.chart?.toolbar?.show).toBe(false);
  });
});

describe('Chart.js options from the theme', () => {
  it('reverses the category axis and moves the value axis in right-to-left', () => {
    const spec = {
      type: 'bar' as const,
      labels: ['A', 'B'],
      datasets: [{ label: 'Orders', data: [1, 2], tone: 'info' }],
    };
    const ltr = buildChartJsConfig(spec, tokens());
    const rtl = buildChartJsConfig(spec, tokens({ rtl: true }));
    expect(ltr.options.scales?.x).toMatchObject({ reverse: false });
    expect(rtl.options.scales?.x).toMatchObject({ reverse: true });
    expect(rtl.options.scales?.y).toMatchObject({ position: 'right' });
    expect(rtl.options.plugins?.legend).toMatchObject({ rtl: true });
    expect(ltr.data.datasets[0]?.backgroundColor).toBe(tokens().colors.info);
  });

  it('grows horizontal bars from the right in right-to-left', () => {
    const spec = {
      type: 'bar' as const,
      horizontal: true,
      labels: ['A'],
      datasets: [{ label: 'Load', data: [3], tone: 'primary' }],
    };
    const rtl = buildChartJsConfig(spec, tokens({ rtl: true }));
    expect(rtl.options.indexAxis).toBe('y');
    expect(rtl.options.scales?.x).toMatchObject({ reverse: true });
    expect(rtl.options.scales?.y).toMatchObject({ position: 'right' });
  });
});
