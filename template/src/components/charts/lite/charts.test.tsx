import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartesianChart } from './cartesian-chart';
import { RadialChart } from './radial-chart';
import { CandlestickChart } from './candlestick-chart';

// happy-dom does no layout: give every box 400 px so the charts draw.
beforeEach(() => {
  const box = { x: 0, y: 0, left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
});
afterEach(() => vi.restoreAllMocks());

const svgOf = async (name: string) => {
  const figure = screen.getByRole('img', { name });
  return waitFor(() => {
    const svg = figure.querySelector('svg');
    if (!svg) throw new Error('not drawn yet');
    return svg;
  });
};

describe('CartesianChart', () => {
  it('draws one bar per value and reads out the hovered month', async () => {
    render(
      <CartesianChart
        label="Profit against revenue"
        height={200}
        categories={['Feb', 'Mar', 'Apr']}
        series={[
          { name: 'Net profit', data: [40, 55, 60], tone: 'primary', kind: 'bar' },
          { name: 'Revenue', data: [70, 80, 95], tone: 'success', kind: 'bar' },
        ]}
        formatValue={(v) => `$${v}K`}
      />,
    );
    const svg = await svgOf('Profit against revenue');
    expect(svg.querySelectorAll('[data-slot="chart-marks"] path')).toHaveLength(6);
    expect(svg.textContent).toContain('Apr');
    // Value axis: round ticks from 0 to 100.
    expect(svg.textContent).toContain('$100K');
    fireEvent.pointerMove(svg.querySelector('[data-slot="chart-hit-area"]')!, { clientX: 390, clientY: 50 });
    const tooltip = document.querySelector('[data-slot="chart-tooltip"]')!;
    expect(tooltip).toHaveTextContent('Apr');
    expect(tooltip).toHaveTextContent('Revenue$95K');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerLeave(svg.querySelector('[data-slot="chart-hit-area"]')!);
    expect(document.querySelector('[data-slot="chart-tooltip"]')).toBeNull();
  });

  it('fills an area series with its tone and dashes a comparison line', async () => {
    render(
      <CartesianChart
        label="Customers"
        height={150}
        categories={['Mon', 'Tue', 'Wed']}
        series={[
          { name: 'This week', data: [3, 5, 4], tone: 'primary', kind: 'area' },
          { name: 'Last week', data: [2, 2, 3], tone: 'secondary', kind: 'line', dashed: true },
        ]}
      />,
    );
    const svg = await svgOf('Customers');
    const paths = [...svg.querySelectorAll('[data-slot="chart-marks"] path')];
    expect(paths[0]!.getAttribute('style')).toMatch(/fill: url\(#/);
    expect(paths[1]!.getAttribute('style')).toContain('var(--primary)');
    expect(paths[2]!.getAttribute('stroke-dasharray')).toBe('6 6');
  });
});

describe('RadialChart', () => {
  it('shows the total in a donut and the hovered slice instead', async () => {
    render(
      <RadialChart
        kind="donut"
        label="Market share"
        height={220}
        slices={[
          { name: 'Samsung', value: 12, tone: 'primary' },
          { name: 'Huawei', value: 8, tone: 'success' },
        ]}
        formatValue={(v) => `${v}M`}
        center={{ value: '20M', caption: 'Total' }}
      />,
    );
    const svg = await svgOf('Market share');
    const figure = screen.getByRole('img', { name: 'Market share' });
    expect(figure).toHaveTextContent('20MTotal');
    fireEvent.pointerMove(svg.querySelectorAll('path')[1]!, { clientX: 100, clientY: 100 });
    expect(figure).toHaveTextContent('8MHuawei');
  });

  it('fills a gauge to its share of the maximum', async () => {
    render(
      <RadialChart
        kind="gauge"
        semi
        label="Paying"
        height={200}
        slices={[{ name: 'Paying', value: 50, tone: 'success' }]}
      />,
    );
    const svg = await svgOf('Paying');
    const value = svg.querySelector('[data-slot="chart-gauge-value"]')!;
    // Half of a 270 degree sweep from -135 ends straight up (x = the centre).
    expect(value.getAttribute('d')).toMatch(/ 200,\d+(\.\d+)?$/);
  });
});

describe('CandlestickChart', () => {
  it('colours sessions that closed higher and lower', async () => {
    render(
      <CandlestickChart
        label="Bitcoin"
        height={80}
        candles={[
          [10, 14, 9, 13],
          [13, 13, 8, 9],
        ]}
      />,
    );
    const svg = await svgOf('Bitcoin');
    const [up, down] = [...svg.querySelectorAll('g')];
    expect(up!.getAttribute('style')).toContain('var(--success)');
    expect(down!.getAttribute('style')).toContain('var(--error)');
  });
});
