/**
 * The kit of the illustrations (sign-in, status and empty-state pictures): a round stage on a
 * transparent ground, the mosaic tiles that are Tessera's motif, and the few objects the scenes
 * share. Same light and shadow as the product shots (./svg.mjs). Every function takes a mood, the
 * light or dark look, so one drawing gives both variants.
 */
import { darken, lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';

/** The two looks, after the themes' surfaces (template/src/styles/tokens.css). */
export const moods = {
  light: {
    halo: lighten(p.primary, 0.9),
    rim: lighten(p.primary, 0.78),
    floor: lighten(p.primary, 0.74),
    surface: '#ffffff',
    line: '#e2e2e8',
    text: '#c9c5d8',
    slot: '#4a4563',
    metal: '#3b3650',
    shade: 0.32,
  },
  dark: {
    halo: '#3a3f5c',
    rim: '#2f3349',
    floor: '#25293c',
    surface: '#2f3349',
    line: '#434968',
    text: '#5d6284',
    slot: '#2a2640',
    metal: '#a7a3b8',
    shade: 0.55,
  },
};

/** The round stage: a soft disc lit from the top left, a floor line and a contact ground. */
export function stage(c, m, { floor = 392 } = {}) {
  const { width: w } = c;
  c.add(`<circle cx="${w / 2}" cy="244" r="214" fill="${c.radial(m.halo, m.rim, { cx: 0.38, cy: 0.3, r: 0.7 })}"/>`);
  c.add(`<ellipse cx="${w / 2}" cy="${floor + 6}" rx="250" ry="26" fill="${m.floor}"/>`);
  c.add(`<ellipse cx="${w / 2}" cy="${floor + 4}" rx="200" ry="16" fill="${lighten(m.floor, 0.12)}" opacity="0.6"/>`);
}

/** One mosaic tile, lit like every object; `round` 0.5 gives a disc. */
export function tile(c, x, y, size, colour, { rotate = 0, round = 0.24, opacity = 1 } = {}) {
  const r = size * round;
  c.add(
    `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})" opacity="${opacity}">` +
      `<rect x="${x + size * 0.08}" y="${y + size * 0.1}" width="${size}" height="${size}" rx="${r}" fill="#1b1530" opacity="0.18"/>` +
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r}" fill="${c.lit(colour)}"/>` +
      `<path d="M${x + r} ${y + size * 0.12} h${size - 2 * r}" stroke="#ffffff" stroke-width="${Math.max(1.5, size * 0.05)}" stroke-linecap="round" opacity="0.45"/></g>`,
  );
}

/** Tiles floating around the stage, the same four in every picture, so the set reads as one. */
export function confetti(c) {
  tile(c, 86, 96, 30, p.primary, { rotate: -14 });
  tile(c, 524, 82, 24, p.warning, { rotate: 18, round: 0.5 });
  tile(c, 548, 244, 20, p.info, { rotate: 8 });
  tile(c, 62, 258, 18, p.success, { rotate: 24, round: 0.5 });
}

/** A potted plant standing at (x, y). */
export function plant(c, x, y, s = 1) {
  c.shadow(x, y, 70 * s, { depth: 0.1 });
  for (const [dx, h, a] of [
    [-18, 96, -26],
    [0, 120, 0],
    [18, 100, 24],
    [-8, 80, -48],
    [10, 86, 46],
  ])
    c.add(
      `<path d="M${x} ${y - 44 * s} q${dx * s + a * 0.3 * s} ${-h * 0.6 * s} ${a * s} ${-h * s} q${-a * 0.6 * s} ${h * 0.5 * s} ${-a * s} ${h * s}z" fill="${c.lit(a === 0 ? p.leaf : darken(p.leaf, 0.12))}"/>`,
    );
  c.add(
    `<path d="M${x - 30 * s} ${y - 50 * s} h${60 * s} l${-8 * s} ${50 * s} h${-44 * s}z" fill="${c.lit(p.wood)}"/>`,
  );
  c.add(
    `<rect x="${x - 33 * s}" y="${y - 56 * s}" width="${66 * s}" height="${10 * s}" rx="${4 * s}" fill="${lighten(p.wood, 0.2)}"/>`,
  );
}

/** A padlock centred on x with its body's top at y; `open` lifts the shackle. */
export function padlock(c, x, y, s = 1, { colour = p.warning, open = false } = {}) {
  const lift = open ? 26 * s : 0;
  c.add(
    `<path d="M${x - 30 * s} ${y - lift} v${-24 * s} a${30 * s} ${30 * s} 0 0 1 ${60 * s} 0 v${open ? -6 * s : 24 * s}" fill="none" stroke="${c.lit('#a7a3b8')}" stroke-width="${13 * s}" stroke-linecap="round"/>`,
  );
  c.add(
    `<rect x="${x - 50 * s}" y="${y}" width="${100 * s}" height="${84 * s}" rx="${16 * s}" fill="${c.lit(colour)}"/>`,
  );
  c.add(`<circle cx="${x}" cy="${y + 36 * s}" r="${11 * s}" fill="${darken(colour, 0.5)}"/>`);
  c.add(
    `<rect x="${x - 4 * s}" y="${y + 40 * s}" width="${8 * s}" height="${22 * s}" rx="${4 * s}" fill="${darken(colour, 0.5)}"/>`,
  );
  c.gloss(`M${x - 38 * s} ${y + 66 * s} V${y + 16 * s} q0 -6 6 -6`);
}

/** A key lying at an angle, its bow at (x, y). */
export function key(c, x, y, s = 1, { angle = -30, colour = p.gold } = {}) {
  c.add(`<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})">`);
  c.add(`<circle r="30" fill="${c.lit(colour)}"/><circle r="11" fill="${darken(colour, 0.4)}"/>`);
  c.add(`<path d="M26 -7 h100 v14 h-12 v16 h-14 v-16 h-10 v12 h-14 v-12 h-50z" fill="${c.lit(colour)}"/>`);
  c.add(
    `<path d="M-18 -16 a22 22 0 0 1 20 -8" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.6"/></g>`,
  );
}

/** A screen or card face: a rounded panel in the mood's surface colour with a thin rim. */
export function panel(c, m, x, y, w, h, r = 12) {
  c.add(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${m.surface}" stroke="${m.line}" stroke-width="2"/>`,
  );
}

/** Lines of text on a panel, as grey bars. */
export function lines(c, m, x, y, widths, gap = 16) {
  widths.forEach((w, i) =>
    c.add(`<rect x="${x}" y="${y + i * gap}" width="${w}" height="8" rx="4" fill="${m.text}"/>`),
  );
}

/** A round badge with a white glyph path (a check, a cross, a bang) drawn in a 40-unit box. */
export function badge(c, x, y, r, colour, glyph) {
  c.shadow(x, y + r + 6, r * 1.6, { depth: 0.1, opacity: 0.22 });
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${c.lit(colour)}"/>`);
  c.add(
    `<path d="${glyph}" transform="translate(${x - r * 0.5} ${y - r * 0.5}) scale(${r / 40})" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

export const glyphs = {
  check: 'M8 21 l9 9 l16 -19',
  cross: 'M10 10 l20 20 M30 10 l-20 20',
  bang: 'M20 6 v18 M20 33 v1',
  plus: 'M20 6 v28 M6 20 h28',
};

export { mix };
