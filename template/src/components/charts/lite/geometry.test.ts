import { describe, expect, it } from 'vitest';
import { arcPath, barPath, labelStride, linear, niceTicks, smoothPath } from './geometry';
import { layoutCartesian } from './cartesian-layout';

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 83, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(12, 47, 4)).toEqual([10, 20, 30, 40, 50]);
    expect(niceTicks(-30, 45, 3)).toEqual([-50, -25, 0, 25, 50]);
  });

  it('prints decimals without float noise and survives a flat series', () => {
    expect(niceTicks(0, 0.9, 3)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(5, 5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe('shapes', () => {
  it('maps values linearly, ranges may run backwards', () => {
    const y = linear([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
  });

  it('never draws a smooth curve beyond its points', () => {
    // A plateau stays flat: every control point of the middle segment is at y = 10.
    const d = smoothPath([
      [0, 50],
      [10, 10],
      [20, 10],
      [30, 50],
    ]);
    const middle = d.split('C')[2]!;
    expect(middle.split(/[ ,]/).filter((_, i) => i % 2 === 1)).toEqual(['10', '10', '10']);
  });

  it('rounds only the far end of a bar, whichever way it points', () => {
    expect(barPath(0, 10, 100, 40, 4)).toBe('M0,100L0,44Q0,40 4,40L6,40Q10,40 10,44L10,100Z');
    // Downwards (a negative value): the rounded end is at the bottom.
    expect(barPath(0, 10, 100, 160, 4)).toBe('M0,100L0,156Q0,160 4,160L6,160Q10,160 10,156L10,100Z');
    // Horizontal: x and y swap.
    expect(barPath(0, 10, 0, 50, 0, true)).toBe('M0,0L50,0L50,0L50,10L50,10L0,10Z');
  });

  it('draws a full ring as two halves and a wedge back to the centre', () => {
    expect(arcPath(50, 50, 40, 30, 0, 360).match(/A/g)).toHaveLength(4);
    expect(arcPath(50, 50, 40, 0, 0, 90)).toBe('M50,10A40,40 0 0 1 90,50L50,50Z');
  });

  it('thins labels that would overlap', () => {
    expect(labelStride(12, 600, 40)).toBe(1);
    expect(labelStride(12, 300, 40)).toBe(2);
  });
});

describe('layoutCartesian', () => {
  const base = { width: 400, height: 200, formatTick: String };

  it('stacks positive values up and negative ones down from zero, rounding only the outer ends', () => {
    const layout = layoutCartesian({
      ...base,
      sparkline: true,
      stacked: true,
      categories: ['Jan'],
      series: [
        { kind: 'bar', data: [30] },
        { kind: 'bar', data: [20] },
        { kind: 'bar', data: [-50] },
      ],
    });
    const [a, b, c] = layout.bars;
    const zero = a!.from;
    expect(b!.from).toBeCloseTo(a!.to);
    expect(b!.to).toBeLessThan(a!.to);
    expect(c!.from).toBeCloseTo(zero);
    expect(c!.to).toBeGreaterThan(zero);
    expect(layout.bars.map((bar) => bar.rounded)).toEqual([false, true, true]);
  });

  it('mirrors categories and moves the value axis to the right in right-to-left', () => {
    const input = {
      ...base,
      categories: ['Mon', 'Tue', 'Wed'],
      series: [{ kind: 'line' as const, data: [1, 5, 3] }],
    };
    const ltr = layoutCartesian(input);
    const rtl = layoutCartesian({ ...input, rtl: true });
    expect(ltr.positions[0]).toBeLessThan(ltr.positions[2]!);
    expect(rtl.positions[0]).toBeGreaterThan(rtl.positions[2]!);
    expect(ltr.plot.left).toBeGreaterThan(0);
    expect(rtl.plot.right).toBeLessThan(400);
    expect(ltr.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6]);
  });

  it('lays horizontal bars down the side with the value axis at the bottom', () => {
    const layout = layoutCartesian({
      ...base,
      horizontal: true,
      max: 100,
      categories: ['New York', 'Texas'],
      series: [{ kind: 'bar', data: [50, 75] }],
    });
    const [ny, tx] = layout.bars;
    expect(ny!.x).toBeLessThan(tx!.x);
    expect(tx!.to - tx!.from).toBeCloseTo(((ny!.to - ny!.from) * 75) / 50);
    expect(layout.ticks.at(-1)!.value).toBe(100);
    expect(layout.ticks.at(-1)!.at).toBeLessThanOrEqual(400);
  });
});
