/**
 * Wide banners: the user profile's cover, a valley under a sky of drifting mosaic tiles, by day
 * (light theme) and by night (dark theme). 1200 x 240; the profile shows it cropped to its height,
 * so nothing that matters sits near the top or bottom edge.
 */
import { darken, lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas } from './svg.mjs';
import { tile } from './stage.mjs';

const W = 1200;
const H = 240;

const looks = {
  light: {
    sky: [lighten(p.primary, 0.55), lighten(p.info, 0.55)],
    glow: '#fff4d6',
    glowOpacity: 0.8,
    ridges: [lighten(p.primary, 0.45), lighten(p.primary, 0.2), p.primary, darken(p.primary, 0.2)],
    tileOpacity: 0.9,
  },
  dark: {
    sky: [darken(p.primary, 0.72), darken(p.info, 0.62)],
    glow: '#d9d4ff',
    glowOpacity: 0.35,
    ridges: [darken(p.primary, 0.45), darken(p.primary, 0.55), darken(p.primary, 0.64), darken(p.primary, 0.74)],
    tileOpacity: 0.55,
  },
};

/** A ridge across the banner at height y, its outline varied by `seed`. */
function ridge(c, y, amp, colour, seed) {
  let d = `M0 ${H} L0 ${y}`;
  for (let x = 0; x <= W; x += W / 12)
    d += ` Q${x + W / 24} ${y - amp * Math.sin(seed + x / 140)} ${x + W / 12} ${y - amp * 0.5 * Math.cos(seed * 1.7 + x / 90)}`;
  c.add(`<path d="${d} L${W} ${H}z" fill="${c.linear(lighten(colour, 0.1), darken(colour, 0.12))}"/>`);
}

function profileCover(mood) {
  const look = looks[mood];
  const c = new Canvas(W, H);
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear(look.sky[0], look.sky[1], [0, 0, 1, 0.4])}"/>`);
  const glow = c.radial(look.glow, look.glow, { innerOpacity: look.glowOpacity, outerOpacity: 0 });
  c.add(`<circle cx="${W * 0.78}" cy="70" r="150" fill="${glow}"/>`);
  // The sun by day; by night a crescent (the disc less an offset one) among stars.
  const crescent = c.id('m');
  if (mood === 'dark') {
    for (let i = 0; i < 40; i += 1)
      c.add(
        `<circle cx="${(i * 283) % W}" cy="${12 + ((i * 97) % 120)}" r="${1 + (i % 3) * 0.6}" fill="#ffffff" opacity="${0.4 + (i % 4) * 0.15}"/>`,
      );
    c.defs.push(
      `<mask id="${crescent}"><rect width="${W}" height="${H}" fill="#ffffff"/><circle cx="${W * 0.78 + 12}" cy="62" r="22" fill="#000000"/></mask>`,
    );
  }
  c.add(
    `<circle cx="${W * 0.78}" cy="70" r="26" fill="${look.glow}"${mood === 'dark' ? ` mask="url(#${crescent})"` : ''}/>`,
  );
  // The tiles drift up and to the right, as if blown off the ridges.
  [
    [120, 60, 26, p.warning, -14, 0.24],
    [300, 34, 18, p.info, 12, 0.5],
    [470, 80, 22, p.success, 20, 0.24],
    [640, 40, 30, p.primary, -8, 0.24],
    [820, 120, 16, p.error, 30, 0.5],
    [1010, 46, 24, p.gold, -20, 0.24],
    [1120, 110, 14, p.info, 8, 0.24],
  ].forEach(([x, y, s, tone, rotate, round]) => tile(c, x, y, s, tone, { rotate, round, opacity: look.tileOpacity }));
  const [far, mid, near, front] = look.ridges;
  ridge(c, 150, 30, far, 1);
  ridge(c, 178, 26, mid, 2.4);
  ridge(c, 200, 20, near, 4.1);
  ridge(c, 222, 10, front, 5.3);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.linear(mix(look.sky[0], '#ffffff', 0.2), '#000000', [0, 0, 0, 1])}" opacity="0.06"/>`,
  );
  return c.toString();
}

export const bannerItems = [
  { name: 'profile-cover', svg: () => profileCover('light') },
  { name: 'profile-cover-dark', svg: () => profileCover('dark') },
];
