/**
 * The illustrations: the sign-in pages' pictures, the status pages' and the empty state's. Each is
 * a small still life on the round stage of ./stage.mjs, drawn once per mood (light, dark) so the
 * app can show the one that matches the theme. 640 x 480, floor at y 392.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas, box } from './svg.mjs';
import { badge, confetti, glyphs, key, lines, moods, padlock, panel, plant, stage, tile } from './stage.mjs';

const floor = 392;

/** A monitor on its foot, the screen drawn by `screen(x, y, w, h)`. */
function monitor(c, m, x, y, w, h, screen) {
  c.shadow(x + w / 2, floor, w * 0.5, { depth: 0.08 });
  c.add(`<path d="M${x + w / 2 - 14} ${y + h} h28 l8 ${floor - y - h - 8} h-44z" fill="${c.lit('#9c98ae')}"/>`);
  c.add(`<rect x="${x + w / 2 - 50}" y="${floor - 12}" width="100" height="12" rx="6" fill="${c.lit('#8a869c')}"/>`);
  box(c, { x, y, w, h, d: 12, colour: '#3b3650', r: 14 });
  panel(c, m, x + 10, y + 10, w - 20, h - 20, 8);
  screen(x + 10, y + 10, w - 20, h - 20);
}

/** The sign-in card every auth picture shows in some form: avatar, two fields, a button. */
function signInCard(c, m, x, y, w, { button = p.primary } = {}) {
  c.add(`<circle cx="${x + w / 2}" cy="${y + 26}" r="16" fill="${c.lit(lighten(p.primary, 0.3))}"/>`);
  c.add(`<circle cx="${x + w / 2}" cy="${y + 21}" r="6" fill="#ffffff" opacity="0.85"/>`);
  c.add(`<path d="M${x + w / 2 - 9} ${y + 36} a9 7 0 0 1 18 0z" fill="#ffffff" opacity="0.85"/>`);
  for (const k of [0, 1])
    c.add(
      `<rect x="${x + 14}" y="${y + 54 + k * 26}" width="${w - 28}" height="18" rx="5" fill="none" stroke="${m.line}" stroke-width="2"/>`,
    );
  c.add(`<rect x="${x + 14}" y="${y + 108}" width="${w - 28}" height="20" rx="6" fill="${c.lit(button)}"/>`);
}

const draw = {
  login(c, m) {
    c.shadow(320, floor + 2, 420, { depth: 0.05, opacity: m.shade });
    monitor(c, m, 200, 120, 230, 168, (x, y, w) => signInCard(c, m, x + w / 2 - 70, y + 6, 140));
    padlock(c, 470, 300, 0.62, { colour: p.success });
    c.shadow(480, floor, 80, { depth: 0.1 });
    plant(c, 150, floor, 0.95);
    c.add(`<path d="M446 ${floor - 40} h44 v36 q0 8 -8 8 h-28 q-8 0 -8 -8z" fill="${c.lit(p.info)}"/>`);
    c.add(`<path d="M490 ${floor - 32} q16 0 16 12 q0 12 -16 12" fill="none" stroke="${p.info}" stroke-width="6"/>`);
    confetti(c);
  },
  register(c, m) {
    c.shadow(300, floor, 300, { depth: 0.07, opacity: m.shade });
    box(c, { x: 190, y: 130, w: 220, h: 250, d: 18, colour: p.primary, r: 20 });
    panel(c, m, 206, 146, 188, 218, 12);
    signInCard(c, m, 230, 156, 140, { button: p.success });
    lines(c, m, 236, 304, [128, 96, 110]);
    tile(c, 430, 250, 56, p.warning, { rotate: 12 });
    tile(c, 470, 322, 48, p.info, { rotate: -8, round: 0.5 });
    badge(c, 404, 136, 26, p.success, glyphs.plus);
    plant(c, 150, floor, 0.8);
    confetti(c);
  },
  forgot(c, m) {
    c.shadow(310, floor, 340, { depth: 0.06, opacity: m.shade });
    box(c, { x: 176, y: 250, w: 250, h: 132, d: 16, colour: lighten(p.primary, 0.15), r: 10 });
    c.add(`<path d="M176 252 l125 78 l125 -78" fill="none" stroke="${darken(p.primary, 0.2)}" stroke-width="4"/>`);
    panel(c, m, 214, 150, 176, 140, 10);
    lines(c, m, 234, 176, [110, 136, 90]);
    box(c, { x: 176, y: 290, w: 250, h: 92, d: 16, colour: lighten(p.primary, 0.15), r: 10 });
    c.add(`<path d="M176 292 l125 60 l125 -60" fill="none" stroke="${lighten(p.primary, 0.5)}" stroke-width="3"/>`);
    key(c, 460, 280, 0.8, { angle: -60 });
    badge(c, 420, 130, 30, p.warning, 'M12 14 q0 -10 9 -10 q9 0 9 9 q0 6 -7 9 q-3 2 -3 7 M20 35 v1');
    plant(c, 138, floor, 0.8);
    confetti(c);
  },
  reset(c, m) {
    c.shadow(320, floor, 320, { depth: 0.06, opacity: m.shade });
    c.add(`<path d="M320 110 l110 40 v84 q0 90 -110 140 q-110 -50 -110 -140 v-84z" fill="${c.lit(p.primary)}"/>`);
    c.add(`<path d="M320 132 l88 32 v70 q0 72 -88 114 z" fill="#ffffff" opacity="0.12"/>`);
    c.gloss('M228 162 v70 q2 40 30 70', 0.35);
    padlock(c, 320, 214, 0.9, { colour: p.warning, open: true });
    key(c, 170, 350, 0.7, { angle: -18 });
    badge(c, 440, 318, 28, p.success, glyphs.check);
    confetti(c);
  },
  'not-found'(c, m) {
    c.shadow(320, floor, 320, { depth: 0.05, opacity: m.shade });
    const tones = [p.primary, p.info, p.primary, p.success, null, p.primary, p.warning, p.primary, p.info];
    tones.forEach((tone, i) => {
      const x = 218 + (i % 3) * 70;
      const y = 124 + Math.floor(i / 3) * 70;
      if (tone) tile(c, x, y, 60, tone, { round: i % 4 === 1 ? 0.5 : 0.22 });
      else
        c.add(
          `<rect x="${x}" y="${y}" width="60" height="60" rx="13" fill="none" stroke="${m.text}" stroke-width="3" stroke-dasharray="8 7"/>`,
        );
    });
    c.shadow(470, floor, 70, { depth: 0.12 });
    tile(c, 440, 326, 60, p.success, { rotate: 28 });
    c.add(
      `<circle cx="178" cy="316" r="34" fill="${m.surface}" opacity="0.5" stroke="${c.lit(m.metal)}" stroke-width="11"/>`,
    );
    c.add(
      `<path d="M152 342 l-34 34" stroke="${c.lit(darken(m.metal, 0.3))}" stroke-width="15" stroke-linecap="round"/>`,
    );
    c.add(
      `<path d="M162 300 a20 20 0 0 1 16 -8" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    );
    confetti(c);
  },
  'not-authorized'(c, m) {
    c.shadow(320, floor, 300, { depth: 0.06, opacity: m.shade });
    box(c, { x: 232, y: 96, w: 176, h: 286, d: 22, colour: p.wood, r: 10 });
    c.add(`<rect x="252" y="118" width="136" height="110" rx="8" fill="${darken(p.wood, 0.12)}"/>`);
    c.add(`<rect x="252" y="244" width="136" height="118" rx="8" fill="${darken(p.wood, 0.12)}"/>`);
    c.add(`<circle cx="380" cy="236" r="8" fill="${c.lit(p.gold)}"/>`);
    padlock(c, 320, 232, 0.95, { colour: p.error });
    badge(c, 430, 120, 26, p.error, glyphs.cross);
    plant(c, 160, floor, 0.85);
    confetti(c);
  },
  'server-error'(c, m) {
    c.shadow(320, floor, 360, { depth: 0.05, opacity: m.shade });
    for (const [x, h] of [
      [190, 230],
      [340, 190],
    ]) {
      box(c, { x, y: floor - h - 4, w: 120, h, d: 22, colour: '#3b3650', r: 10 });
      for (let r = 0; r * 46 + 20 < h - 10; r += 1) {
        const y = floor - h + 12 + r * 46;
        c.add(`<rect x="${x + 12}" y="${y}" width="96" height="34" rx="6" fill="${m.slot}"/>`);
        c.add(`<circle cx="${x + 26}" cy="${y + 17}" r="5" fill="${r === 1 && x === 340 ? p.error : p.success}"/>`);
        lines(c, { text: '#6f6a86' }, x + 42, y + 9, [54, 40]);
      }
    }
    c.add(`<path d="M418 150 l-22 34 h18 l-12 30 l34 -42 h-18 l14 -22z" fill="${c.lit(p.gold)}"/>`);
    badge(c, 470, 210, 30, p.error, glyphs.bang);
    confetti(c);
  },
  maintenance(c, m) {
    c.shadow(320, floor, 360, { depth: 0.05, opacity: m.shade });
    tile(c, 172, 326, 56, p.primary);
    tile(c, 236, 336, 46, p.info, { round: 0.5 });
    tile(c, 196, 274, 50, p.success, { rotate: 10 });
    c.shadow(346, floor, 150, { depth: 0.08 });
    c.add(`<path d="M326 140 h40 l46 240 h-132z" fill="${c.lit(p.warning)}"/>`);
    for (const y of [200, 280]) {
      const inset = (y - 140) * 0.19;
      c.add(
        `<path d="M${326 - inset} ${y} h${40 + 2 * inset} l${8} 34 h${-56 - 2 * inset}z" fill="#ffffff" opacity="0.92"/>`,
      );
    }
    c.add(`<rect x="262" y="370" width="168" height="18" rx="6" fill="${c.lit(darken(p.warning, 0.2))}"/>`);
    c.add(
      `<g transform="rotate(-36 470 300)"><rect x="456" y="250" width="28" height="120" rx="10" fill="${c.lit('#9c98ae')}"/>`,
    );
    c.add(`<path d="M446 250 a30 30 0 1 1 48 0 l-10 -8 v-22 h-28 v22z" fill="${c.lit('#9c98ae')}"/></g>`);
    confetti(c);
  },
  'coming-soon'(c, m) {
    c.shadow(320, floor, 300, { depth: 0.06, opacity: m.shade });
    for (const [x, y, r] of [
      [180, 130, 4],
      [460, 160, 3],
      [420, 100, 5],
      [210, 220, 3],
    ])
      c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${p.gold}"/>`);
    c.add(
      `<path d="M252 ${floor - 10} q-30 -40 20 -70 q30 -20 60 6 q40 -30 70 4 q50 4 30 60z" fill="${lighten(m.rim, 0.35)}" opacity="0.9"/>`,
    );
    c.add(`<g transform="rotate(28 320 230)">`);
    c.add(`<path d="M296 286 l-36 40 v-52 l26 -20z M344 286 l36 40 v-52 l-26 -20z" fill="${c.lit(p.error)}"/>`);
    c.add(
      `<path d="M320 80 q44 40 44 130 v80 h-88 v-80 q0 -90 44 -130z" fill="${c.lit('#f4f3fa', { strength: 0.12 })}"/>`,
    );
    c.add(`<path d="M320 80 q28 26 38 64 h-76 q10 -38 38 -64z" fill="${c.lit(p.primary)}"/>`);
    c.add(`<circle cx="320" cy="190" r="22" fill="${c.lit(p.info)}" stroke="#9c98ae" stroke-width="7"/>`);
    c.add(`<path d="M296 296 h48 l-8 20 h-32z" fill="#6f6a86"/>`);
    c.add(
      `<path d="M304 318 q16 70 16 70 q0 0 16 -70z" fill="${c.lit(p.gold)}"/><path d="M312 318 q8 40 8 40 q0 0 8 -40z" fill="#fff4d6"/>`,
    );
    c.add(`</g>`);
    tile(c, 200, 336, 50, p.primary);
    tile(c, 420, 338, 44, p.success, { round: 0.5 });
    confetti(c);
  },
  empty(c, m) {
    c.shadow(320, floor, 300, { depth: 0.06, opacity: m.shade });
    const cardboard = '#d7a46f';
    c.add(`<path d="M214 214 l-54 -40 l120 -20 l40 40z" fill="${c.lit(lighten(cardboard, 0.15))}"/>`);
    c.add(`<path d="M426 214 l54 -46 l-110 -16 l-50 42z" fill="${c.lit(darken(cardboard, 0.1))}"/>`);
    c.add(`<path d="M214 214 h212 l-20 -20 h-172z" fill="${darken(cardboard, 0.45)}"/>`);
    tile(c, 268, 150, 44, p.primary, { rotate: -16 });
    tile(c, 338, 120, 34, p.info, { rotate: 14, round: 0.5 });
    box(c, { x: 214, y: 214, w: 212, h: 168, d: 0, colour: cardboard, r: 6 });
    c.add(`<rect x="300" y="214" width="40" height="168" fill="${lighten(cardboard, 0.25)}" opacity="0.5"/>`);
    lines(c, { text: darken(cardboard, 0.3) }, 240, 330, [44, 30], 14);
    plant(c, 156, floor, 0.7);
    tile(c, 470, 340, 40, p.warning, { rotate: 20 });
    confetti(c);
  },
};

/** The scenes' names; each is drawn as <name> (light) and <name>-dark. */
export const illustrationNames = Object.keys(draw);

export function illustrationSvg(name, mood) {
  const c = new Canvas(640, 480);
  const m = moods[mood];
  stage(c, m, { floor });
  draw[name](c, m);
  return c.toString();
}
