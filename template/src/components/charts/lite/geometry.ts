/**
 * The arithmetic of the light chart kit: value scales with round ticks, smooth line paths and
 * ring segments. Pure functions, so every shape the charts draw is unit-tested here.
 */

/** Round tick values covering [min, max] with about `count` steps (1, 2, 2.5 or 5 times a power of ten). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    if (min === 0) return [0, 1];
    return min > 0 ? niceTicks(0, max, count) : niceTicks(min, 0, count);
  }
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(min / step + 1e-9) * step;
  const last = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 does not print as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return ticks;
}

/** Maps a value domain onto a pixel range (either may run backwards). */
export function linear(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

export type Point = readonly [number, number];

const round = (n: number) => Math.round(n * 100) / 100;

/** A straight polyline through the points. */
export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)},${round(y)}`).join('');
}

/**
 * A smooth curve through the points that never overshoots them (monotone cubic, Fritsch-Carlson):
 * a series that stays flat draws flat, and a peak is never drawn higher than its value.
 */
export function smoothPath(points: readonly Point[]): string {
  const n = points.length;
  if (n < 3) return linePath(points);
  const dx: number[] = [];
  const slope: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    dx.push(points[i + 1]![0] - points[i]![0]);
    slope.push((points[i + 1]![1] - points[i]![1]) / (dx[i] || 1));
  }
  const tangent: number[] = [slope[0]!];
  for (let i = 1; i < n - 1; i++) {
    const [a, b] = [slope[i - 1]!, slope[i]!];
    tangent.push(
      a * b <= 0 ? 0 : (3 * (dx[i - 1]! + dx[i]!)) / ((2 * dx[i]! + dx[i - 1]!) / a + (dx[i]! + 2 * dx[i - 1]!) / b),
    );
  }
  tangent.push(slope[n - 2]!);
  let d = `M${round(points[0]![0])},${round(points[0]![1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const h = dx[i]! / 3;
    d += `C${round(x0 + h)},${round(y0 + h * tangent[i]!)},${round(x1 - h)},${round(y1 - h * tangent[i + 1]!)},${round(x1)},${round(y1)}`;
  }
  return d;
}

/** The point at `angle` (degrees, 0 = up, clockwise) on a circle. */
export function polar(cx: number, cy: number, r: number, angle: number): Point {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

/**
 * A ring segment from `start` to `end` degrees (clockwise, 0 = up) between two radii; an inner
 * radius of 0 draws a pie wedge. A full turn is drawn as two halves (one arc cannot close on itself).
 */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const sweep = Math.min(359.999, Math.max(0, end - start));
  if (sweep >= 359.999) {
    const half = start + 180;
    return arcPath(cx, cy, outer, inner, start, half) + arcPath(cx, cy, outer, inner, half, start + 360);
  }
  const stop = start + sweep;
  const large = sweep > 180 ? 1 : 0;
  const [ox0, oy0] = polar(cx, cy, outer, start);
  const [ox1, oy1] = polar(cx, cy, outer, stop);
  let d = `M${round(ox0)},${round(oy0)}A${round(outer)},${round(outer)} 0 ${large} 1 ${round(ox1)},${round(oy1)}`;
  if (inner > 0) {
    const [ix1, iy1] = polar(cx, cy, inner, stop);
    const [ix0, iy0] = polar(cx, cy, inner, start);
    d += `L${round(ix1)},${round(iy1)}A${round(inner)},${round(inner)} 0 ${large} 0 ${round(ix0)},${round(iy0)}`;
  } else {
    d += `L${round(cx)},${round(cy)}`;
  }
  return `${d}Z`;
}

/** An open arc along one radius (for gauges drawn as a thick stroke with round caps). */
export function strokeArc(cx: number, cy: number, r: number, start: number, end: number): string {
  const sweep = Math.min(359.99, Math.max(0.01, end - start));
  const [x0, y0] = polar(cx, cy, r, start);
  const [x1, y1] = polar(cx, cy, r, start + sweep);
  return `M${round(x0)},${round(y0)}A${round(r)},${round(r)} 0 ${sweep > 180 ? 1 : 0} 1 ${round(x1)},${round(y1)}`;
}

/**
 * A bar from `y0` (its base) to `y1` with its far end rounded, `w` wide at `x`; `horizontal`
 * swaps the axes (x0/x1 along the value axis, y and h across it).
 */
export function barPath(x: number, w: number, from: number, to: number, radius: number, horizontal = false): string {
  const length = Math.abs(to - from);
  const r = Math.max(0, Math.min(radius, w / 2, length));
  const dir = to >= from ? 1 : -1;
  // Drawn as if vertical (value along v, width along u), then mapped to x/y.
  const pt = (u: number, v: number) => (horizontal ? `${round(v)},${round(u)}` : `${round(u)},${round(v)}`);
  const farCorner = (u: number, vCorner: number, uEnd: number, vEnd: number) =>
    r > 0 ? `Q${pt(u, vCorner)} ${pt(uEnd, vEnd)}` : `L${pt(u, vCorner)}`;
  return [
    `M${pt(x, from)}`,
    `L${pt(x, to - dir * r)}`,
    farCorner(x, to, x + r, to),
    `L${pt(x + w - r, to)}`,
    farCorner(x + w, to, x + w, to - dir * r),
    `L${pt(x + w, from)}`,
    'Z',
  ].join('');
}

/** Which of `count` evenly spaced labels to show so that none overlap (every k-th one). */
export function labelStride(count: number, available: number, widest: number): number {
  if (count <= 1 || widest <= 0) return 1;
  return Math.max(1, Math.ceil((widest * count) / Math.max(1, available)));
}

/** A rough width for a label in px (no layout pass): average glyph width at the given size. */
export function textWidth(text: string, fontSize = 11): number {
  return text.length * fontSize * 0.6;
}
