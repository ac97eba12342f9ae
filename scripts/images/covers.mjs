/**
 * Course covers: the category's emblem as a lit object floating over a gradient in the category's
 * colour, with the same light and shadow as the product shots. Courses of one category differ by
 * their accent and by which side the emblem stands on.
 */
import { darken, lighten, mix } from './colour.mjs';
import { categoryTints, palette as p } from './palette.mjs';
import { Canvas, box } from './svg.mjs';

const W = 640;
const H = 360;

const emblems = {
  Design(c, accent) {
    box(c, { x: -90, y: -70, w: 180, h: 140, d: 16, colour: '#ffffff', r: 14 });
    [p.primary, p.error, p.warning, accent].forEach((tone, i) =>
      c.add(`<circle cx="${-50 + i * 34}" cy="-20" r="14" fill="${c.lit(tone)}"/>`),
    );
    c.add(
      `<rect x="-70" y="14" width="140" height="10" rx="5" fill="#d9d4ea"/><rect x="-70" y="34" width="90" height="10" rx="5" fill="#d9d4ea"/>`,
    );
    c.add(
      `<path d="M60 -110 l34 34 -90 120 -40 10 8 -42z" fill="${c.lit(p.ink)}"/><path d="M-28 62 l8 -42 32 32z" fill="${p.gold}"/>`,
    );
  },
  Development(c, accent) {
    box(c, { x: -120, y: -80, w: 240, h: 160, d: 16, colour: p.ink, r: 14 });
    c.add(
      `<circle cx="-100" cy="-62" r="5" fill="${p.error}"/><circle cx="-84" cy="-62" r="5" fill="${p.gold}"/><circle cx="-68" cy="-62" r="5" fill="${p.leaf}"/>`,
    );
    const rows = [
      [-96, 110, accent],
      [-80, 70, '#ffffff'],
      [-80, 120, lighten(p.primary, 0.4)],
      [-96, 60, accent],
      [-80, 90, '#ffffff'],
    ];
    rows.forEach(([x, w, tone], i) =>
      c.add(`<rect x="${x}" y="${-36 + i * 20}" width="${w}" height="9" rx="4.5" fill="${tone}" opacity="0.9"/>`),
    );
    c.add(
      `<path d="M70 -10 l24 24 -24 24 M50 -10 l-24 24 24 24" transform="translate(30 30)" stroke="${accent}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  },
  Security(c, accent) {
    c.add(`<path d="M0 -110 L96 -74 Q96 50 0 110 Q-96 50 -96 -74z" fill="${c.lit(accent)}"/>`);
    c.add(`<path d="M0 -110 L96 -74 Q96 50 0 110z" fill="${darken(accent, 0.25)}" opacity="0.5"/>`);
    c.add(`<rect x="-34" y="-6" width="68" height="56" rx="10" fill="${c.lit('#ffffff', { strength: 0.1 })}"/>`);
    c.add(
      `<path d="M-20 -6 v-20 a20 20 0 0 1 40 0 v20" stroke="#ffffff" stroke-width="9" fill="none"/><circle cx="0" cy="20" r="8" fill="${p.ink}"/>`,
    );
    c.gloss('M-80 -64 Q-80 10 -40 60');
  },
  Data(c, accent) {
    box(c, { x: -130, y: 70, w: 260, h: 14, d: 30, colour: '#ffffff', r: 4 });
    [
      [60, accent],
      [110, p.info],
      [80, accent],
      [150, p.primary],
      [120, p.success],
    ].forEach(([h, tone], i) => box(c, { x: -114 + i * 48, y: 70 - h, w: 32, h, d: 14, colour: tone, r: 4 }));
    c.add(
      `<path d="M-98 -10 L-50 -60 L0 -30 L60 -110 L110 -70" stroke="${p.ink}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  },
  Business(c, accent) {
    box(c, { x: -110, y: -40, w: 220, h: 140, d: 18, colour: '#7a4a2c', r: 16 });
    c.add(
      `<path d="M-36 -40 v-24 q0 -10 10 -10 h52 q10 0 10 10 v24" stroke="${p.ink}" stroke-width="10" fill="none"/>`,
    );
    c.add(
      `<rect x="-110" y="10" width="220" height="12" fill="${darken('#7a4a2c', 0.25)}"/><rect x="-16" y="2" width="32" height="28" rx="5" fill="${c.lit(p.gold)}"/>`,
    );
    c.add(
      `<path d="M40 -80 L100 -140 M100 -140 h-34 M100 -140 v34" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  },
  Marketing(c, accent) {
    c.add(`<path d="M-100 -30 L40 -100 V100 L-100 30z" fill="${c.lit(accent)}"/>`);
    c.add(
      `<rect x="-130" y="-34" width="40" height="68" rx="10" fill="${c.lit(p.ink)}"/><path d="M-100 30 l10 70 h30 l-6 -60z" fill="${darken(accent, 0.3)}"/>`,
    );
    c.add(`<ellipse cx="40" cy="0" rx="20" ry="100" fill="${c.lit(lighten(accent, 0.3))}"/>`);
    [-40, 0, 40].forEach((y) =>
      c.add(`<path d="M80 ${y} l50 ${y * 0.6}" stroke="${p.gold}" stroke-width="10" stroke-linecap="round"/>`),
    );
  },
};

const accents = [p.gold, p.info, p.success, p.primary];

/** `variant` (the course's rank in its category) moves the emblem and changes its accent. */
export function coverSvg(category, variant) {
  const c = new Canvas(W, H);
  const base = categoryTints[category];
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear(lighten(base, 0.25), darken(base, 0.35), [0, 0, 1, 1])}"/>`);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial('#ffffff', '#ffffff', { cx: 0.2, cy: 0.15, r: 0.7, innerOpacity: 0.35, outerOpacity: 0 })}"/>`,
  );
  for (let i = 0; i < 6; i += 1) {
    const x = (i * 137 + variant * 71) % W;
    const y = (i * 89 + variant * 53) % H;
    c.add(
      `<circle cx="${x}" cy="${y}" r="${18 + ((i * 13) % 40)}" fill="#ffffff" opacity="${0.05 + (i % 3) * 0.03}"/>`,
    );
  }
  const x = variant % 2 ? 210 : 430;
  c.shadow(x, 300, 240, { depth: 0.1, opacity: 0.35 });
  c.add(`<g transform="translate(${x} 176) scale(1.2)">`);
  emblems[category](c, mix(accents[variant % accents.length], '#ffffff', 0.1));
  c.add('</g>');
  return c.toString();
}
