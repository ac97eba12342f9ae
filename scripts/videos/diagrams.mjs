/**
 * The animated diagram of each category's lesson clip, drawn on the 660 x 320 stage of ./frame.mjs.
 * `x` is the diagram's progress from 0 to 1; each step of a diagram owns a slice of it.
 */
import { darken, lighten, mix } from '../images/colour.mjs';
import { palette as p } from '../images/palette.mjs';
import { ease, glide, lerp, ramp, text } from './frame.mjs';

const line = '#d9d4ea';
const rect = (x, y, w, h, fill, { r = 8, opacity = 1 } = {}) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(0, w).toFixed(1)}" height="${Math.max(0, h).toFixed(1)}" rx="${r}" fill="${fill}" opacity="${opacity.toFixed(3)}"/>`;

/** Twelve columns appear, then a page's blocks fly onto them and snap to their edges. */
function design(c, x, tint) {
  const col = 40;
  const gap = 10;
  const left = 30;
  for (let i = 0; i < 12; i += 1) {
    const show = ease(ramp(x, i * 0.02, 0.2 + i * 0.02));
    c.add(rect(left + i * (col + gap), 20, col, 264 * show, lighten(tint, 0.86), { r: 6 }));
  }
  const span = (from, count) => [left + from * (col + gap), count * col + (count - 1) * gap];
  const blocks = [
    [0, 12, 36, 36, tint],
    [0, 3, 86, 190, p.ink],
    [3, 9, 86, 90, lighten(tint, 0.35)],
    [3, 4, 186, 90, p.gold],
    [7, 5, 186, 90, p.info],
  ];
  blocks.forEach(([from, count, y, h, fill], i) => {
    const move = glide(ramp(x, 0.3 + i * 0.1, 0.5 + i * 0.1));
    const [bx, bw] = span(from, count);
    const drift = (1 - move) * (i % 2 ? 120 : -120);
    c.add(rect(bx + drift, y + (1 - move) * 30, bw, h, fill, { opacity: move * 0.92 }));
  });
  const snap = ease(ramp(x, 0.85, 1));
  c.add(
    text(330, 306, '12 columns · 10 px gutters', {
      size: 13,
      fill: darken(tint, 0.3),
      anchor: 'middle',
      opacity: snap,
    }),
  );
}

/** Lines of code type themselves, then the component tree they describe grows on the right. */
function development(c, x, tint) {
  c.add(rect(24, 24, 290, 272, p.ink, { r: 14 }));
  [p.error, p.gold, p.leaf].forEach((tone, i) => c.add(`<circle cx="${46 + i * 18}" cy="44" r="5" fill="${tone}"/>`));
  const rows = [
    [0, 150, tint],
    [1, 110, '#ffffff'],
    [1, 170, lighten(p.primary, 0.4)],
    [2, 120, p.gold],
    [1, 90, '#ffffff'],
    [0, 60, tint],
    [0, 140, lighten(p.primary, 0.4)],
    [1, 100, '#ffffff'],
  ];
  rows.forEach(([indent, w, fill], i) => {
    const typed = ramp(x, i * 0.05, 0.05 + i * 0.05);
    c.add(rect(48 + indent * 22, 74 + i * 26, w * typed, 10, fill, { r: 5, opacity: 0.9 }));
  });
  const nodes = [
    [490, 60, 0.45, 'App'],
    [410, 150, 0.55, 'List'],
    [570, 150, 0.6, 'Form'],
    [370, 240, 0.7, 'Row'],
    [450, 240, 0.75, 'Row'],
    [570, 240, 0.8, 'Field'],
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 5],
  ];
  edges.forEach(([a, b]) => {
    const [ax, ay] = nodes[a];
    const [bx, by, at] = nodes[b];
    const grow = ease(ramp(x, at - 0.08, at));
    c.add(
      `<path d="M${ax} ${ay + 18} L${lerp(ax, bx, grow).toFixed(1)} ${lerp(ay + 18, by - 18, grow).toFixed(1)}" stroke="${line}" stroke-width="3"/>`,
    );
  });
  nodes.forEach(([nx, ny, at, label], i) => {
    const show = ease(ramp(x, at, at + 0.08));
    const fill = i === 0 ? tint : mix(tint, '#ffffff', 0.75);
    c.add(
      `<g opacity="${show.toFixed(3)}">${rect(nx - 36, ny - 18, 72, 36, fill, { r: 18 })}${text(nx, ny + 5, label, { size: 14, weight: 700, fill: i === 0 ? '#ffffff' : p.ink, anchor: 'middle' })}</g>`,
    );
  });
}

/** Rings of defence form around a locked core; requests travel in, bad ones stop at a ring. */
function security(c, x, tint) {
  const cx = 330;
  const cy = 160;
  [130, 96, 62].forEach((r, i) => {
    const show = ease(ramp(x, i * 0.1, 0.15 + i * 0.1));
    c.add(
      `<circle cx="${cx}" cy="${cy}" r="${(r * show).toFixed(1)}" fill="${lighten(tint, 0.7 + i * 0.08)}" stroke="${lighten(tint, 0.4)}" stroke-width="2"/>`,
    );
  });
  const lock = ease(ramp(x, 0.3, 0.4));
  c.add(
    `<g opacity="${lock}"><rect x="${cx - 20}" y="${cy - 4}" width="40" height="32" rx="6" fill="${tint}"/><path d="M${cx - 12} ${cy - 4} v-10 a12 12 0 0 1 24 0 v10" stroke="${tint}" stroke-width="6" fill="none"/><circle cx="${cx}" cy="${cy + 12}" r="5" fill="#ffffff"/></g>`,
  );
  const requests = [
    [200, true, 0.4],
    [-20, false, 0.48],
    [150, true, 0.56],
    [40, false, 0.64],
    [250, false, 0.72],
    [100, true, 0.8],
  ];
  requests.forEach(([angle, blocked, at]) => {
    const go = glide(ramp(x, at, at + 0.16));
    if (go <= 0) return;
    const a = (angle * Math.PI) / 180;
    const stop = blocked ? 130 : 30;
    const r = lerp(300, stop, go);
    const px = cx + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r * 0.8;
    const colour = blocked ? p.error : p.success;
    c.add(
      `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="8" fill="${colour}" opacity="${blocked || go < 1 ? 1 : 0}"/>`,
    );
    if (blocked && go >= 1) {
      c.add(
        `<path d="M${px - 6} ${py - 6} l12 12 M${px + 6} ${py - 6} l-12 12" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
  });
}

/** Table rows slide right and become bars; a trend line is drawn over them. */
function data(c, x, tint) {
  const values = [0.35, 0.6, 0.45, 0.8, 0.7, 0.95];
  values.forEach((v, i) => {
    const show = ease(ramp(x, i * 0.04, 0.1 + i * 0.04));
    c.add(rect(30, 34 + i * 42, 150 * show, 26, lighten(tint, 0.8), { r: 6 }));
    c.add(rect(42, 43 + i * 42, 60 * show, 8, darken(tint, 0.2), { r: 4 }));
    c.add(rect(112, 43 + i * 42, 50 * v * show, 8, tint, { r: 4 }));
  });
  c.add(`<path d="M240 290 H636" stroke="${line}" stroke-width="2"/>`);
  const points = values.map((v, i) => {
    const grow = glide(ramp(x, 0.25 + i * 0.06, 0.45 + i * 0.06));
    const h = 230 * v * grow;
    const bx = 262 + i * 62;
    c.add(rect(bx, 290 - h, 40, h, i === 5 ? tint : mix(tint, '#ffffff', 0.35), { r: 6 }));
    return [bx + 20, 290 - 230 * v - 18];
  });
  const draw = ease(ramp(x, 0.7, 0.95));
  const length = 420;
  c.add(
    `<path d="M${points.map(([px, py]) => `${px} ${py}`).join(' L')}" stroke="${p.ink}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${length}" stroke-dashoffset="${(length * (1 - draw)).toFixed(1)}"/>`,
  );
}

/** Three milestones along a road: a progress bar fills, each one ticks, coins stack at the end. */
function business(c, x, tint) {
  const steps = ['Plan', 'Price', 'Deliver'];
  c.add(rect(70, 150, 520, 14, lighten(tint, 0.75), { r: 7 }));
  c.add(rect(70, 150, 520 * glide(ramp(x, 0.1, 0.8)), 14, tint, { r: 7 }));
  steps.forEach((label, i) => {
    const cx = 90 + i * 240;
    const reached = ramp(x, 0.1 + i * 0.33, 0.16 + i * 0.33);
    c.add(
      `<circle cx="${cx}" cy="157" r="26" fill="${reached >= 1 ? tint : '#ffffff'}" stroke="${tint}" stroke-width="4"/>`,
    );
    if (reached >= 1) {
      c.add(
        `<path d="M${cx - 10} 157 l7 8 l14 -16" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
    c.add(text(cx, 214, label, { size: 18, weight: 700, anchor: 'middle' }));
  });
  for (let i = 0; i < 5; i += 1) {
    const drop = ease(ramp(x, 0.75 + i * 0.04, 0.83 + i * 0.04));
    if (drop <= 0) continue;
    const y = lerp(20, 110 - i * 14, drop);
    c.add(`<ellipse cx="600" cy="${y.toFixed(1)}" rx="34" ry="10" fill="${darken(p.gold, 0.15)}"/>`);
    c.add(`<ellipse cx="600" cy="${(y - 4).toFixed(1)}" rx="34" ry="10" fill="${p.gold}"/>`);
  }
}

/** A funnel's stages fill from the top; dots fall through it and the conversion rate counts up. */
function marketing(c, x, tint) {
  const stages = [
    [520, 'Reach'],
    [400, 'Visits'],
    [280, 'Leads'],
    [160, 'Customers'],
  ];
  stages.forEach(([w, label], i) => {
    const show = ease(ramp(x, i * 0.1, 0.15 + i * 0.1));
    const y = 30 + i * 62;
    const next = stages[i + 1]?.[0] ?? w - 60;
    const shade = mix(tint, '#ffffff', i * 0.2);
    c.add(
      `<path d="M${330 - w / 2} ${y} H${330 + w / 2} L${330 + next / 2} ${y + 54} H${330 - next / 2}z" fill="${shade}" opacity="${show.toFixed(3)}"/>`,
    );
    c.add(
      text(330, y + 33, label, {
        size: 16,
        weight: 700,
        fill: i < 2 ? '#ffffff' : p.ink,
        anchor: 'middle',
        opacity: show,
      }),
    );
  });
  for (let i = 0; i < 8; i += 1) {
    const fall = glide(ramp(x, 0.45 + i * 0.05, 0.6 + i * 0.05));
    if (fall <= 0 || fall >= 1) continue;
    const depth = i % 3 === 0 ? 1 : 0.35 + (i % 4) * 0.15;
    const y = lerp(10, 30 + 248 * depth, fall);
    c.add(`<circle cx="${330 + ((i * 37) % 90) - 45}" cy="${y.toFixed(1)}" r="7" fill="${p.gold}"/>`);
  }
  const rate = Math.round(12 * ease(ramp(x, 0.6, 0.95)));
  c.add(text(600, 280, `${rate}%`, { size: 34, weight: 700, fill: tint, anchor: 'middle' }));
  c.add(text(600, 302, 'convert', { size: 13, fill: darken(tint, 0.3), anchor: 'middle' }));
}

export const diagrams = {
  Design: design,
  Development: development,
  Security: security,
  Data: data,
  Business: business,
  Marketing: marketing,
};
