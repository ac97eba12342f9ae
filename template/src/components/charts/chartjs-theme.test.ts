import { describe, expect, it } from 'vitest';
import { buildChartJsConfig } from './chartjs-theme';
import { readThemeTokens, type ThemeTokens } from './theme-tokens';

const tokens = (over: Partial<ThemeTokens> = {}): ThemeTokens => ({ ...readThemeTokens(null), ...over });
type Scales = Record<string, { type?: string; reverse?: boolean; position?: string }>;

describe('Chart.js options for point and radar charts', () => {
  const scatter = {
    type: 'scatter' as const,
    labels: [],
    datasets: [{ label: 'Phones', tone: 'primary' as const, data: [{ x: 6.1, y: 20 }] }],
  };

  it('puts scatter points on two numeric axes, drawn as visible dots, mirrored in right-to-left', () => {
    const ltr = buildChartJsConfig(scatter, tokens());
    const rtl = buildChartJsConfig(scatter, tokens({ rtl: true }));
    const ltrScales = ltr.options.scales as Scales;
    const rtlScales = rtl.options.scales as Scales;
    expect(ltrScales.x).toMatchObject({ type: 'linear', reverse: false });
    expect(rtlScales.x).toMatchObject({ type: 'linear', reverse: true });
    expect(rtlScales.y?.position).toBe('right');
    expect(ltr.data.datasets[0]).toMatchObject({ pointRadius: 5, data: [{ x: 6.1, y: 20 }] });
  });

  it('gives radar charts a radial scale and a translucent filled area in the tone colour', () => {
    const { data, options } = buildChartJsConfig(
      { type: 'radar', labels: ['A', 'B', 'C'], datasets: [{ label: 'Team', tone: 'primary', data: [1, 2, 3] }] },
      tokens({ colors: { ...tokens().colors, primary: '#102030' } }),
    );
    expect(Object.keys(options.scales ?? {})).toEqual(['r']);
    expect(data.datasets[0]).toMatchObject({
      fill: true,
      borderColor: '#102030',
      backgroundColor: 'rgba(16, 32, 48, 0.2)',
    });
  });

  it('leaves bar colours as they were', () => {
    const { data } = buildChartJsConfig(
      { type: 'bar', labels: ['A'], datasets: [{ label: 'Sales', tone: '#102030', data: [1] }] },
      tokens(),
    );
    expect(data.datasets[0]).toMatchObject({ backgroundColor: '#102030', pointRadius: undefined });
  });
});
