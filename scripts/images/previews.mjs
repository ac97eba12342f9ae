/**
 * The landing page's picture of the product: the analytics dashboard as a screenshot would show it
 * (side menu, top bar, figures, a revenue chart, a donut, recent orders, weekly activity), drawn in
 * the themes' own surfaces so it sits in the page, once per mood (light, dark). Words are grey bars,
 * as in the illustrations, so one drawing serves every language; the app mirrors it in RTL.
 * 1280 x 800.
 */
import { lighten, mix } from './colour.mjs';
import { W, H, looks, card, bar, icon, curve, sideMenu, topBar } from './preview-frame.mjs';
import { Canvas } from './svg.mjs';

function stats(c, k, shadow) {
  const tones = ['primary', 'success', 'warning', 'info'];
  const trends = [
    [20, 14, 17, 8, 11, 4],
    [16, 18, 10, 12, 6, 8],
    [8, 12, 10, 16, 14, 20],
    [18, 10, 14, 6, 9, 3],
  ];
  tones.forEach((tone, i) => {
    const x = 256 + i * 255;
    const colour = k.tones[tone];
    card(c, k, x, 108, 235, 120, shadow);
    icon(c, x + 22, 128, 42, colour, mix(k.card, colour, 0.16));
    bar(c, x + 22, 186, [70, 84, 64, 76][i], k.ink, 16);
    bar(c, x + 22, 210, 50, k.text, 7);
    const up = i !== 2;
    c.add(
      `<rect x="${x + 160}" y="136" width="54" height="24" rx="12" fill="${mix(k.card, up ? k.tones.success : k.tones.error, 0.16)}"/>`,
    );
    bar(c, x + 172, 144, 30, up ? k.tones.success : k.tones.error, 8);
    const line = curve(trends[i].map((v, j) => [x + 140 + j * 16, 196 + v]));
    c.add(`<path d="${line}" fill="none" stroke="${colour}" stroke-width="3.5" stroke-linecap="round"/>`);
  });
}

function revenue(c, k, shadow) {
  card(c, k, 256, 248, 640, 300, shadow);
  bar(c, 280, 274, 140, k.ink, 14);
  bar(c, 280, 298, 96, k.text, 8);
  c.add(
    `<rect x="712" y="268" width="160" height="34" rx="10" fill="${k.muted}"/><rect x="716" y="272" width="76" height="26" rx="8" fill="${k.card}"/>`,
  );
  bar(c, 730, 281, 48, k.ink, 8);
  bar(c, 806, 281, 52, k.text, 8);
  const left = 296;
  const right = 872;
  for (let r = 0; r < 4; r += 1) {
    const y = 344 + r * 46;
    c.add(`<rect x="${left}" y="${y}" width="${right - left}" height="1.5" fill="${k.line}" opacity="0.8"/>`);
    bar(c, 270, y - 3, 16, k.text, 6);
  }
  const step = (right - left) / 11;
  const series = [150, 118, 132, 96, 108, 72, 90, 60, 80, 46, 62, 38];
  const points = series.map((v, i) => [left + i * step, 330 + v]);
  const line = curve(points);
  const fade = c.id('f');
  c.defs.push(
    `<linearGradient id="${fade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${k.tones.primary}" stop-opacity="0.32"/>` +
      `<stop offset="1" stop-color="${k.tones.primary}" stop-opacity="0.02"/></linearGradient>`,
  );
  c.add(`<path d="${line} L${right} 490 L${left} 490z" fill="url(#${fade})"/>`);
  c.add(`<path d="${line}" fill="none" stroke="${k.tones.primary}" stroke-width="4" stroke-linecap="round"/>`);
  const second = series.map((v, i) => [left + i * step, 350 + v * 0.55 + (i % 3) * 12]);
  c.add(
    `<path d="${curve(second)}" fill="none" stroke="${k.tones.info}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>`,
  );
  // The hovered month: a guide, a marker and its tooltip.
  const [hx, hy] = points[7];
  c.add(`<rect x="${hx - 0.75}" y="330" width="1.5" height="160" fill="${k.tones.primary}" opacity="0.4"/>`);
  c.add(`<circle cx="${hx}" cy="${hy}" r="8" fill="${k.card}" stroke="${k.tones.primary}" stroke-width="4"/>`);
  c.add(`<rect x="${hx - 50}" y="${hy - 64}" width="100" height="44" rx="8" fill="${k.ink}"/>`);
  bar(c, hx - 36, hy - 54, 44, k.card, 8);
  bar(c, hx - 36, hy - 38, 70, k.card, 8);
  for (let i = 0; i < 12; i += 1) bar(c, left + i * step - 10, 510, 20, k.text, 6);
}

function donut(c, k, shadow) {
  card(c, k, 916, 248, 340, 300, shadow);
  bar(c, 940, 274, 110, k.ink, 14);
  bar(c, 940, 298, 70, k.text, 8);
  const [cx, cy, r] = [1010, 430, 66];
  const around = 2 * Math.PI * r;
  let start = 0;
  for (const [share, tone] of [
    [0.42, 'primary'],
    [0.26, 'success'],
    [0.18, 'info'],
    [0.14, 'warning'],
  ]) {
    const length = share * around - 6;
    c.add(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${k.tones[tone]}" stroke-width="22" stroke-dasharray="${length} ${around - length}" stroke-dashoffset="${-start}" transform="rotate(-90 ${cx} ${cy})"/>`,
    );
    start += share * around;
  }
  bar(c, cx - 28, cy - 10, 56, k.ink, 14);
  bar(c, cx - 20, cy + 12, 40, k.text, 7);
  ['primary', 'success', 'info', 'warning'].forEach((tone, i) => {
    const y = 372 + i * 34;
    c.add(`<circle cx="${1112}" cy="${y + 5}" r="6" fill="${k.tones[tone]}"/>`);
    bar(c, 1126, y, [64, 52, 72, 44][i], k.text, 9);
    bar(c, 1210, y, 24, k.ink, 9);
  });
}

function orders(c, k, shadow) {
  card(c, k, 256, 568, 640, 212, shadow);
  bar(c, 280, 592, 124, k.ink, 14);
  c.add(`<rect x="256" y="626" width="640" height="30" fill="${k.muted}"/>`);
  for (const [x, w] of [
    [280, 60],
    [470, 48],
    [620, 52],
    [790, 44],
  ])
    bar(c, x, 637, w, k.text, 7);
  const rows = [
    ['warning', 'success', 110],
    ['info', 'primary', 86],
    ['success', 'warning', 120],
  ];
  rows.forEach(([avatar, status, w], i) => {
    const y = 672 + i * 36;
    c.add(`<circle cx="294" cy="${y + 8}" r="13" fill="${c.lit(lighten(k.tones[avatar], 0.15))}"/>`);
    bar(c, 318, y + 1, w, k.ink, 9);
    bar(c, 470, y + 3, 62, k.text, 8);
    c.add(`<rect x="612" y="${y - 3}" width="80" height="22" rx="11" fill="${mix(k.card, k.tones[status], 0.16)}"/>`);
    bar(c, 626, y + 4, 52, k.tones[status], 8);
    bar(c, 790, y + 2, 58, k.ink, 9);
  });
}

function activity(c, k, shadow) {
  card(c, k, 916, 568, 340, 212, shadow);
  bar(c, 940, 592, 100, k.ink, 14);
  bar(c, 1176, 592, 56, k.text, 9);
  [56, 88, 70, 112, 64, 96, 80].forEach((h, i) => {
    const x = 948 + i * 42;
    c.add(`<rect x="${x}" y="630" width="24" height="120" rx="8" fill="${k.muted}"/>`);
    c.add(
      `<rect x="${x}" y="${750 - h}" width="24" height="${h}" rx="8" fill="${i === 3 ? k.tones.primary : mix(k.card, k.tones.primary, 0.35)}"/>`,
    );
  });
}

export function previewSvg(mood) {
  const k = looks[mood];
  const c = new Canvas(W, H);
  const shadow = c.blur(7);
  c.add(`<rect width="${W}" height="${H}" fill="${k.page}"/>`);
  sideMenu(c, k);
  topBar(c, k, shadow);
  stats(c, k, shadow);
  revenue(c, k, shadow);
  donut(c, k, shadow);
  orders(c, k, shadow);
  activity(c, k, shadow);
  return c.toString();
}

export const previewItems = [
  { name: 'dashboard', svg: () => previewSvg('light') },
  { name: 'dashboard-dark', svg: () => previewSvg('dark') },
];
