/**
 * Wide scenes: the dashboard's and the gallery's carousel slides (landscapes for the swiper examples), the social post and the hotel
 * offer. Landscapes share one sky recipe (sun at the top left, so light and shadows agree with the
 * product shots), and interiors reuse the product drawings so the shop's objects appear in them.
 */
import { darken, lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { draw as products } from './products.mjs';
import { floor } from './shot-kit.mjs';
import { Canvas, box } from './svg.mjs';

function sky(c, top, bottom, sun = '#fff4d6') {
  const { width: w, height: h } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear(top, bottom)}"/>`);
  c.add(
    `<circle cx="${w * 0.2}" cy="${h * 0.28}" r="${h * 0.5}" fill="${c.radial(sun, sun, { innerOpacity: 0.7, outerOpacity: 0 })}"/>`,
  );
  c.add(`<circle cx="${w * 0.2}" cy="${h * 0.28}" r="${h * 0.09}" fill="${sun}"/>`);
}

/** A ridge of hills across the picture; `seed` varies its outline. */
function hills(c, y, amp, colour, seed) {
  const { width: w, height: h } = c;
  let d = `M0 ${h} L0 ${y}`;
  for (let x = 0; x <= w; x += w / 8)
    d += ` Q${x + w / 16} ${y - amp * Math.sin(seed + x / 97)} ${x + w / 8} ${y - amp * 0.4 * Math.cos(seed * 2 + x / 61)}`;
  c.add(`<path d="${d} L${w} ${h}z" fill="${c.linear(lighten(colour, 0.12), darken(colour, 0.15))}"/>`);
}

function tree(c, x, y, s, colour) {
  c.add(`<rect x="${x - 3 * s}" y="${y - 10 * s}" width="${6 * s}" height="${16 * s}" fill="${darken(p.wood, 0.3)}"/>`);
  c.add(`<circle cx="${x}" cy="${y - 24 * s}" r="${18 * s}" fill="${c.lit(colour)}"/>`);
}

/** A palm tree whose trunk stands at (x, y). */
function palm(c, x, y) {
  c.add(`<path d="M${x} ${y} q6 -60 -4 -110" stroke="${p.wood}" stroke-width="8" fill="none"/>`);
  for (let a = -2; a <= 2; a += 1)
    c.add(
      `<path d="M${x - 4} ${y - 110} q${a * 24} -16 ${a * 44} ${18 + Math.abs(a) * 6}" stroke="${p.leaf}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
}

/** Draws a product shot's object (without its backdrop) at (x, y), scaled. */
function prop(c, name, x, y, s) {
  c.add(`<g transform="translate(${x} ${y}) scale(${s}) translate(-245 -${floor})">`);
  products[name](c);
  c.add('</g>');
}

function room(c, wall, floor) {
  const { width: w, height: h } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear(lighten(wall, 0.7), lighten(wall, 0.5), [0, 0, 1, 1])}"/>`);
  c.add(`<rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="${c.linear(lighten(floor, 0.2), floor)}"/>`);
  c.add(
    `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.22}" height="${h * 0.4}" rx="8" fill="${c.linear('#fff7e6', lighten(p.info, 0.6))}"/>`,
  );
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial('#ffffff', '#ffffff', { cx: 0.15, cy: 0.2, r: 0.7, innerOpacity: 0.5, outerOpacity: 0 })}"/>`,
  );
}

const scenes = {
  autumn(c) {
    sky(c, '#f7c98b', '#f3e3d0');
    hills(c, 230, 30, '#c8743b', 1);
    [120, 260, 420, 700, 820].forEach((x, i) =>
      tree(c, x, 250 + (i % 2) * 12, 1.6, [p.warning, p.tomato, p.gold][i % 3]),
    );
    hills(c, 300, 20, '#8c4a2a', 3);
  },
  workspace(c) {
    room(c, p.primary, p.wood);
    prop(c, 'adjustable-table', 560, 310, 0.7);
    prop(c, 'monitor-27', 560, 210, 0.42);
    prop(c, 'ergonomic-chair', 380, 330, 0.62);
    prop(c, 'standing-lamp', 800, 320, 0.7);
  },
  outdoors(c) {
    sky(c, '#8fd0f0', '#e6f5ea');
    hills(c, 190, 60, '#7a8fa6', 2);
    hills(c, 250, 30, p.leaf, 4);
    c.add(`<path d="M0 300 Q480 270 960 310 V360 H0z" fill="${c.linear(lighten(p.info, 0.3), p.info)}"/>`);
    [180, 700, 860].forEach((x) => tree(c, x, 270, 1.3, '#2f7a3d'));
  },
  gifts(c) {
    room(c, p.warning, '#d9b48c');
    [
      [300, 230, 150, 110, p.primary],
      [430, 250, 110, 90, p.error],
      [520, 200, 170, 140, p.success],
      [680, 260, 100, 80, p.info],
    ].forEach(([x, y, w, h, tone]) => {
      c.shadow(x + w / 2, y + h + 4, w * 1.1, { depth: 0.08 });
      box(c, { x, y, w, h, d: 18, colour: tone, r: 6 });
      c.add(
        `<rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h}" fill="${p.gold}"/><path d="M${x + w / 2} ${y} q-30 -34 -40 -6 q20 10 40 6 q30 -34 40 -6 q-20 10 -40 6" fill="${p.gold}"/>`,
      );
    });
  },
  spring(c) {
    sky(c, '#bfe6ff', '#f4fbef');
    hills(c, 240, 40, '#8fc96a', 5);
    [140, 300, 520, 760].forEach((x, i) => tree(c, x, 260, 1.4, ['#f3a6c8', '#ffffff', '#f7c7dc', '#fbe3ee'][i]));
    hills(c, 310, 18, p.leaf, 6);
  },
  travel(c) {
    sky(c, '#ffd6a5', '#ffe9d6');
    hills(c, 260, 20, '#e2b57a', 7);
    c.add(`<path d="M0 320 Q480 290 960 320 V360 H0z" fill="${c.lit(p.info)}"/>`);
    box(c, { x: 600, y: 200, w: 150, h: 120, d: 20, colour: p.primary, r: 14 });
    c.add(`<rect x="650" y="176" width="50" height="26" rx="8" fill="none" stroke="${p.ink}" stroke-width="8"/>`);
    box(c, { x: 760, y: 240, w: 90, h: 80, d: 14, colour: p.gold, r: 10 });
  },
  // The swiper gallery's landscapes.
  lagoon(c) {
    sky(c, '#9ad7f2', '#e9f7f4');
    hills(c, 200, 36, '#6f9a8c', 8);
    c.add(
      `<path d="M0 250 Q480 226 960 250 V360 H0z" fill="${c.linear(lighten(p.info, 0.45), darken(p.info, 0.1))}"/>`,
    );
    c.add(
      `<path d="M120 292 q50 -8 100 0 M520 318 q60 -8 120 0 M760 286 q40 -6 80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`,
    );
    [90, 850].forEach((x) => tree(c, x, 246, 1.2, '#3f8f6b'));
  },
  summit(c) {
    sky(c, '#7fb6e8', '#eef4fb');
    c.add(`<path d="M80 360 L420 70 L560 190 L660 120 L960 360z" fill="${c.linear('#8b97ad', '#5b6478')}"/>`);
    c.add(`<path d="M420 70 L480 122 L450 118 L420 140 L392 112 L360 122z" fill="#ffffff"/>`);
    c.add(`<path d="M660 120 L700 154 L676 150 L652 166 L632 144z" fill="#ffffff"/>`);
    c.add(`<ellipse cx="300" cy="230" rx="180" ry="26" fill="#ffffff" opacity="0.75"/>`);
    c.add(`<ellipse cx="760" cy="250" rx="150" ry="20" fill="#ffffff" opacity="0.6"/>`);
  },
  forest(c) {
    sky(c, '#b9e2d3', '#f1f8ef');
    hills(c, 210, 30, '#5f9a5a', 9);
    for (let i = 0; i < 12; i += 1) tree(c, 40 + i * 80, 262 + (i % 3) * 14, 1.5 + (i % 2) * 0.3, '#2f6b3a');
    hills(c, 320, 14, '#3c6b34', 10);
  },
  dunes(c) {
    sky(c, '#ffc98f', '#fff1dc', '#fff0c2');
    hills(c, 230, 44, '#e3a35c', 11);
    hills(c, 290, 30, '#d08a44', 12);
    c.add(
      `<path d="M700 300 q8 -40 2 -70 M702 250 q-16 -6 -18 -22 M703 262 q16 -4 18 -18" stroke="#5d7a3a" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    );
  },
  glacier(c) {
    sky(c, '#a9d4f5', '#f4fbff');
    c.add(
      `<path d="M0 240 L180 150 L320 220 L470 130 L640 230 L800 160 L960 230 V360 H0z" fill="${c.linear('#ffffff', '#cfe6f7')}"/>`,
    );
    c.add(
      `<path d="M0 290 Q480 270 960 292 V360 H0z" fill="${c.linear(lighten(p.info, 0.35), darken(p.info, 0.05))}"/>`,
    );
    [
      [260, 296, 70],
      [610, 304, 50],
    ].forEach(([x, y, w]) => c.add(`<path d="M${x} ${y} l${w / 2} -26 l${w / 2} 26z" fill="#eef7ff"/>`));
  },
  palms(c) {
    sky(c, '#8fd0f0', '#fdf2e3');
    c.add(`<path d="M0 250 Q480 236 960 256 V300 H0z" fill="${c.linear(lighten(p.info, 0.4), p.info)}"/>`);
    c.add(`<path d="M0 286 Q480 270 960 292 V360 H0z" fill="${c.linear('#f6deb0', '#e7c48b')}"/>`);
    [
      [160, 300],
      [420, 296],
      [800, 302],
    ].forEach(([x, y]) => palm(c, x, y));
  },
  blossom(c) {
    sky(c, '#ffd9e8', '#fff6f0');
    hills(c, 250, 26, '#9fd07a', 13);
    [110, 330, 560, 800].forEach((x, i) => tree(c, x, 280, 1.9, ['#f28cb8', '#f7b6d2', '#ef9ac0', '#fbd0e2'][i]));
    hills(c, 320, 12, p.leaf, 14);
  },
  street(c) {
    sky(c, '#3d3b73', '#e58e6a', '#ffd59a');
    [
      [60, 150, 120, 210],
      [200, 110, 110, 250],
      [330, 170, 130, 190],
      [520, 130, 120, 230],
      [660, 90, 140, 270],
      [820, 160, 120, 200],
    ].forEach(([x, y, w, h], i) => {
      c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${mix('#2b2a4a', '#6b4f7a', (i % 3) / 3)}"/>`);
      for (let r = 0; r < Math.floor(h / 44); r += 1)
        for (let k = 0; k < Math.floor(w / 40); k += 1)
          if ((r + k + i) % 3 !== 0)
            c.add(
              `<rect x="${x + 12 + k * 38}" y="${y + 16 + r * 44}" width="18" height="22" rx="2" fill="#ffd27a" opacity="0.85"/>`,
            );
    });
    c.add(`<rect y="330" width="960" height="30" fill="#2a2840"/>`);
  },
  post(c) {
    room(c, p.success, p.wood);
    prop(c, 'standing-lamp', 250, 350, 0.75);
    prop(c, 'ergonomic-chair', 470, 360, 0.7);
    prop(c, 'linen-shirt', 650, 300, 0.45);
    c.add(`<rect x="560" y="310" width="200" height="60" rx="10" fill="${c.lit(mix(p.success, p.wood, 0.5))}"/>`);
  },
  hotel(c) {
    sky(c, '#8fd0f0', '#fdf2e3');
    c.shadow(360, 300, 340, { depth: 0.06 });
    box(c, { x: 200, y: 80, w: 300, h: 220, d: 40, colour: '#f3ede4', r: 6 });
    for (let r = 0; r < 5; r += 1)
      for (let k = 0; k < 6; k += 1)
        c.add(
          `<rect x="${222 + k * 46}" y="${96 + r * 38}" width="30" height="24" rx="3" fill="${c.linear(lighten(p.info, 0.4), p.info)}"/>`,
        );
    c.add(
      `<rect x="320" y="262" width="60" height="38" fill="${c.lit(p.wood)}"/><path d="M200 300 h340 v14 h-340z" fill="${lighten(p.wood, 0.5)}"/>`,
    );
    c.add(
      `<path d="M0 316 H640 V360 H0z" fill="${c.linear(lighten(p.info, 0.45), p.info)}"/><path d="M40 330 q40 -8 80 0 M300 344 q40 -8 80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`,
    );
    palm(c, 90, 300);
    palm(c, 560, 300);
  },
};

const sizes = { hotel: [640, 360], post: [800, 400] };

export function sceneSvg(name) {
  const [w, h] = sizes[name] ?? [960, 360];
  const c = new Canvas(w, h);
  scenes[name](c);
  return c.toString();
}
