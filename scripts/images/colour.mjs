/** Colour arithmetic on #rrggbb strings, so every shade of the set derives from the theme's tokens. */
const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Blends `a` toward `b` by `t` (0 keeps `a`, 1 gives `b`). */
export function mix(a, b, t) {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}

export const lighten = (hex, t) => mix(hex, '#ffffff', t);
export const darken = (hex, t) => mix(hex, '#1b1530', t);
