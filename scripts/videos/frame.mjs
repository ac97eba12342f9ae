/**
 * What every lesson clip shares: the course covers' backdrop (the category's gradient with soft
 * circles, scripts/images/covers.mjs), a title card that slides in and settles at the top, a
 * card the diagram is drawn on, and the timing helpers the diagrams animate with. Every frame is
 * a pure function of its time, so a clip renders the same on every machine.
 */
import { darken, lighten } from '../images/colour.mjs';
import { categoryTints, palette as p } from '../images/palette.mjs';
import { Canvas } from '../images/svg.mjs';

export const W = 960;
export const H = 540;
export const FPS = 24;
/** The diagram's stage: a rounded card under the title. */
export const stage = { x: 150, y: 170, w: 660, h: 320 };

/** 0 before `from`, 1 after `to`, a straight ramp between. */
export const ramp = (t, from, to) => Math.min(1, Math.max(0, (t - from) / (to - from)));
/** Ease out (fast start, soft landing), the motion of everything that enters. */
export const ease = (x) => 1 - (1 - x) ** 3;
/** Ease in and out, for things that travel. */
export const glide = (x) => (x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2);
/** A value between `a` and `b`. */
export const lerp = (a, b, x) => a + (b - a) * x;

const font = 'font-family="\'DejaVu Sans\', sans-serif"';
export const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text in the clips' one typeface. */
export function text(x, y, value, { size = 20, weight = 400, fill = p.ink, anchor = 'start', opacity = 1 } = {}) {
  return `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}">${escape(value)}</text>`;
}

function backdrop(c, tint, t) {
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear(lighten(tint, 0.25), darken(tint, 0.35), [0, 0, 1, 1])}"/>`);
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial('#ffffff', '#ffffff', { cx: 0.2, cy: 0.15, r: 0.7, innerOpacity: 0.35, outerOpacity: 0 })}"/>`,
  );
  // The covers' floating circles, drifting slowly so the backdrop is never a still picture.
  for (let i = 0; i < 7; i += 1) {
    const x = ((i * 211 + t * (8 + i * 3)) % (W + 120)) - 60;
    const y = (i * 131) % H;
    c.add(
      `<circle cx="${x.toFixed(1)}" cy="${y}" r="${26 + ((i * 17) % 54)}" fill="#ffffff" opacity="${0.05 + (i % 3) * 0.03}"/>`,
    );
  }
}

/**
 * One frame: backdrop, the title card (large and centred for the first two seconds, then at the
 * top), and the diagram's stage, on which `draw(c, x)` paints with `x` the diagram's progress (0-1).
 */
export function frame({ category, title, kicker, draw, duration }, t) {
  const c = new Canvas(W, H);
  const tint = categoryTints[category];
  backdrop(c, tint, t);
  const settle = glide(ramp(t, 1.6, 2.4));
  const enter = ease(ramp(t, 0.1, 0.9));
  const titleY = lerp(H / 2 + 4, 92, settle);
  const size = lerp(54, 36, settle);
  c.add(
    text(W / 2, titleY - size * 1.05, kicker.toUpperCase(), {
      size: 16,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      opacity: 0.85 * enter,
    }),
  );
  c.add(
    `<g transform="translate(0 ${((1 - enter) * 24).toFixed(1)})">${text(W / 2, titleY, title, { size, weight: 700, fill: '#ffffff', anchor: 'middle', opacity: enter })}</g>`,
  );
  const show = ease(ramp(t, 2.0, 2.8));
  if (show > 0) {
    const { x, y, w, h } = stage;
    const lift = (1 - show) * 30;
    c.add(`<g opacity="${show.toFixed(3)}" transform="translate(0 ${lift.toFixed(1)})">`);
    c.add(
      `<rect x="${x + 10}" y="${y + 16}" width="${w}" height="${h}" rx="22" fill="#1b1530" opacity="0.22" filter="${c.blur(14)}"/>`,
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${p.paper}"/>`,
    );
    c.add(`<g transform="translate(${x} ${y})">`);
    draw(c, ramp(t, 2.6, duration - 1.2), tint);
    c.add('</g></g>');
  }
  return c.toString();
}
