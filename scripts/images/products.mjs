/**
 * Product shots: one per seed product, on a studio backdrop tinted by its category, every object
 * drawn from the same three-quarter angle (depth to the upper right) under the same light.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { gadgets } from './gadgets.mjs';
import { accessories } from './order-accessories.mjs';
import { goods } from './order-goods.mjs';
import { parcel } from './parcel.mjs';
import { floor, glass, graphite, metal, shell, shotSize } from './shot-kit.mjs';
import { Canvas, box } from './svg.mjs';

export const draw = {
  'iphone-14'(c) {
    c.shadow(250, floor, 170);
    box(c, { x: 175, y: 70, w: 140, h: 290, d: 14, colour: p.primary, r: 26 });
    c.add(`<rect x="186" y="82" width="118" height="266" rx="18" fill="${c.linear(p.ink, darken(p.primary, 0.5))}"/>`);
    c.add(
      `<rect x="186" y="82" width="118" height="266" rx="18" fill="${c.linear('#ffffff', '#ffffff', [0, 0, 1, 1])}" opacity="0.08"/>`,
    );
    c.add(`<rect x="226" y="90" width="38" height="10" rx="5" fill="${glass}"/>`);
    for (const [i, tone] of [p.info, p.success, p.warning, p.error].entries()) {
      c.add(
        `<rect x="${200 + (i % 2) * 48}" y="${130 + Math.floor(i / 2) * 48}" width="38" height="38" rx="10" fill="${c.lit(tone)}"/>`,
      );
    }
    c.gloss('M192 120 Q190 95 212 88');
  },
  'nick-camera'(c) {
    c.shadow(245, floor, 260);
    box(c, { x: 110, y: 160, w: 250, h: 190, d: 22, colour: p.ink, r: 22 });
    c.add(`<rect x="130" y="134" width="70" height="30" rx="8" fill="${darken(p.ink, 0.2)}"/>`);
    c.add(`<rect x="110" y="200" width="250" height="40" fill="${p.wood}" opacity="0.9"/>`);
    c.add(`<circle cx="245" cy="258" r="78" fill="${c.lit(graphite)}"/>`);
    c.add(`<circle cx="245" cy="258" r="58" fill="${c.radial(p.info, glass, { cx: 0.35, cy: 0.35, r: 0.7 })}"/>`);
    c.add(`<circle cx="228" cy="240" r="14" fill="#ffffff" opacity="0.55"/>`);
    c.add(`<circle cx="325" cy="184" r="10" fill="${p.error}"/>`);
    c.gloss('M120 190 Q122 168 140 166');
  },
  'laptop-pro-14'(c) {
    c.shadow(245, floor, 330);
    c.add(`<path d="M130 96 h220 l14 236 h-248z" fill="${c.lit('#c9c6d6')}"/>`);
    c.add(`<path d="M142 108 h196 l12 210 h-220z" fill="${c.linear(p.primary, p.info, [0, 0, 1, 1])}"/>`);
    c.add(
      `<path d="M160 150 h90 v12 h-90z M160 176 h140 v8 h-140z M160 194 h110 v8 h-110z" fill="#ffffff" opacity="0.75"/>`,
    );
    c.add(`<rect x="160" y="226" width="70" height="60" rx="8" fill="#ffffff" opacity="0.3"/>`);
    c.add(`<path d="M96 332 h296 l-16 30 h-264z" fill="${c.lit(metal, { angle: 'vertical' })}"/>`);
    c.add(`<rect x="214" y="336" width="60" height="6" rx="3" fill="${darken(metal, 0.3)}"/>`);
  },
  'smartwatch-s2'(c) {
    c.shadow(240, floor, 150);
    c.add(`<path d="M200 40 h80 l10 110 h-100z M190 320 h100 l-10 60 h-80z" fill="${c.lit(p.success)}"/>`);
    box(c, { x: 170, y: 140, w: 140, h: 170, d: 16, colour: graphite, r: 40 });
    c.add(`<rect x="184" y="154" width="112" height="142" rx="30" fill="${glass}"/>`);
    c.add(
      `<circle cx="240" cy="225" r="46" fill="none" stroke="${p.success}" stroke-width="9" stroke-dasharray="200 90" stroke-linecap="round"/>`,
    );
    c.add(
      `<circle cx="240" cy="225" r="30" fill="none" stroke="${p.info}" stroke-width="7" stroke-dasharray="120 80" stroke-linecap="round"/>`,
    );
    c.add(`<rect x="317" y="200" width="10" height="34" rx="4" fill="${lighten(p.ink, 0.4)}"/>`);
    c.gloss('M184 180 Q186 160 206 156');
  },
  'monitor-27'(c) {
    c.shadow(245, floor, 240);
    c.add(`<path d="M220 300 h50 l12 56 h-74z" fill="${c.lit(metal)}"/>`);
    c.add(`<ellipse cx="245" cy="358" rx="86" ry="12" fill="${c.lit('#a29eb4')}"/>`);
    box(c, { x: 70, y: 80, w: 340, h: 220, d: 14, colour: p.ink, r: 12 });
    c.add(
      `<rect x="82" y="92" width="316" height="190" rx="4" fill="${c.linear(lighten(p.warning, 0.2), p.error, [0, 0, 1, 1])}"/>`,
    );
    c.add(
      `<path d="M82 240 L160 190 L220 226 L300 160 L398 220 V282 H82z" fill="${darken(p.primary, 0.2)}" opacity="0.8"/>`,
    );
    c.add(`<circle cx="320" cy="140" r="22" fill="#fff4d6" opacity="0.9"/>`);
  },
  'beat-headphone'(c) {
    c.shadow(245, floor, 250);
    c.add(
      `<path d="M130 260 C120 90 370 90 360 260" fill="none" stroke="${c.lit(p.error)}" stroke-width="26" stroke-linecap="round"/>`,
    );
    for (const x of [140, 350]) {
      c.add(`<rect x="${x - 44}" y="220" width="88" height="130" rx="40" fill="${c.lit(p.error)}"/>`);
      c.add(`<rect x="${x - 30}" y="236" width="60" height="98" rx="28" fill="${darken(p.error, 0.45)}"/>`);
      c.gloss(`M${x - 34} 270 Q${x - 34} 232 ${x - 10} 228`);
    }
  },
  'laser-printer'(c) {
    c.shadow(245, floor, 300);
    c.add(`<path d="M170 110 h150 l-6 -60 h-138z" fill="#ffffff" stroke="#e3e0ee"/>`);
    box(c, { x: 100, y: 130, w: 280, h: 220, d: 26, colour: '#ece9f5', r: 16 });
    c.add(`<rect x="130" y="200" width="220" height="14" rx="7" fill="${darken('#ece9f5', 0.45)}"/>`);
    c.add(`<rect x="140" y="290" width="200" height="40" rx="8" fill="${darken('#ece9f5', 0.15)}"/>`);
    c.add(
      `<rect x="300" y="150" width="56" height="24" rx="6" fill="${p.ink}"/><circle cx="316" cy="162" r="4" fill="${p.success}"/>`,
    );
  },
  'grinder-25-w'(c) {
    c.shadow(245, floor, 200);
    c.add(`<path d="M180 150 h130 l-16 200 h-98z" fill="${c.lit(p.warning)}"/>`);
    c.add(`<path d="M190 160 h110 l-4 30 h-102z" fill="${lighten(p.warning, 0.3)}" opacity="0.6"/>`);
    c.add(`<path d="M176 70 h138 l-4 80 h-130z" fill="${c.lit('#f3efe8')}" opacity="0.9"/>`);
    c.add(`<path d="M200 110 q45 -30 90 0 v40 h-90z" fill="${p.wood}" opacity="0.85"/>`);
    c.add(`<rect x="170" y="56" width="150" height="22" rx="11" fill="${c.lit(p.ink)}"/>`);
    c.add(`<circle cx="245" cy="280" r="16" fill="${darken(p.warning, 0.45)}"/>`);
    c.gloss('M190 180 L186 330');
  },
  'adjustable-table'(c) {
    c.shadow(245, floor + 4, 320, { depth: 0.1 });
    box(c, { x: 80, y: 150, w: 300, h: 22, d: 40, colour: p.wood, r: 4 });
    for (const x of [110, 340]) {
      c.add(`<rect x="${x}" y="172" width="18" height="190" rx="4" fill="${c.lit(p.ink)}"/>`);
      c.add(`<rect x="${x - 22}" y="356" width="62" height="10" rx="5" fill="${p.ink}"/>`);
    }
    c.add(`<rect x="150" y="112" width="70" height="40" rx="6" fill="${c.lit(p.success)}"/>`);
    c.add(`<path d="M300 150 v-46 m-14 0 h28" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`);
  },
  'ergonomic-chair'(c) {
    c.shadow(245, floor, 230);
    c.add(`<path d="M170 50 q75 -24 150 0 l-10 170 q-65 18 -130 0z" fill="${c.lit(p.info)}"/>`);
    c.add(`<path d="M190 76 q55 -14 110 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.4"/>`);
    c.add(`<rect x="160" y="222" width="170" height="40" rx="18" fill="${c.lit(darken(p.info, 0.15))}"/>`);
    c.add(`<rect x="236" y="262" width="18" height="70" fill="${c.lit('#9c98ae')}"/>`);
    c.add(
      `<path d="M160 350 L245 328 L330 350 M245 328 L245 362" stroke="${p.ink}" stroke-width="10" stroke-linecap="round" fill="none"/>`,
    );
    for (const x of [156, 245, 334]) c.add(`<circle cx="${x}" cy="${x === 245 ? 366 : 354}" r="9" fill="${p.ink}"/>`);
    c.add(
      `<path d="M150 180 h30 v50 M340 180 h-30 v50" stroke="${p.ink}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    );
  },
  'linen-shirt'(c) {
    c.shadow(245, floor, 260);
    const cloth = c.lit(p.cream, { strength: 0.2 });
    c.add(
      `<path d="M190 70 L120 100 L80 190 L130 210 L150 170 L150 360 L340 360 L340 170 L360 210 L410 190 L370 100 L300 70 Q245 100 190 70z" fill="${cloth}"/>`,
    );
    c.add(`<path d="M190 70 L245 120 L300 70 L280 64 L245 96 L210 64z" fill="${darken(p.cream, 0.12)}"/>`);
    c.add(`<path d="M245 120 V360" stroke="${darken(p.cream, 0.2)}" stroke-width="2"/>`);
    for (const y of [150, 200, 250, 300]) c.add(`<circle cx="252" cy="${y}" r="4" fill="${darken(p.cream, 0.35)}"/>`);
    c.add(`<path d="M270 140 h36 v30 h-36z" fill="none" stroke="${darken(p.cream, 0.18)}" stroke-width="2"/>`);
  },
  'denim-jacket'(c) {
    c.shadow(245, floor, 270);
    const denim = c.lit('#3f63a8');
    c.add(
      `<path d="M186 64 L112 98 L72 250 L124 262 L146 170 L146 360 L344 360 L344 170 L366 262 L418 250 L378 98 L304 64 Q245 96 186 64z" fill="${denim}"/>`,
    );
    c.add(
      `<path d="M186 64 L232 150 L245 360 L258 150 L304 64 L284 58 L245 120 L206 58z" fill="${darken('#3f63a8', 0.25)}"/>`,
    );
    c.add(
      `<path d="M160 180 h60 v40 h-60z M270 180 h60 v40 h-60z M146 320 h198" fill="none" stroke="${p.gold}" stroke-width="2.5" stroke-dasharray="6 4"/>`,
    );
    for (const y of [200, 250, 300]) c.add(`<circle cx="${y === 200 ? 232 : 238}" cy="${y}" r="5" fill="${p.gold}"/>`);
  },
  'leather-wallet'(c) {
    c.shadow(245, floor, 250);
    box(c, { x: 120, y: 170, w: 250, h: 170, d: 24, colour: '#8a4f2c', r: 18 });
    c.add(
      `<rect x="134" y="140" width="110" height="60" rx="6" fill="${c.lit(p.info)}" transform="rotate(-8 190 170)"/>`,
    );
    c.add(`<path d="M120 230 h250 v60 h-250z" fill="${darken('#8a4f2c', 0.15)}"/>`);
    c.add(
      `<rect x="130" y="180" width="230" height="150" rx="12" fill="none" stroke="${lighten('#8a4f2c', 0.35)}" stroke-width="2" stroke-dasharray="7 5"/>`,
    );
    c.add(`<circle cx="335" cy="260" r="12" fill="${c.lit(p.gold)}"/>`);
  },
  'standing-lamp'(c) {
    c.shadow(245, floor, 150);
    const glow = c.radial('#fff4d6', '#fff4d6', { innerOpacity: 0.85, outerOpacity: 0 });
    c.add(`<circle cx="245" cy="130" r="160" fill="${glow}"/>`);
    c.add(`<rect x="239" y="120" width="12" height="236" rx="6" fill="${c.lit(p.ink)}"/>`);
    c.add(`<ellipse cx="245" cy="362" rx="64" ry="12" fill="${c.lit(p.ink)}"/>`);
    c.add(`<path d="M180 130 L200 40 h90 L310 130z" fill="${c.lit(p.success)}"/>`);
    c.add(`<ellipse cx="245" cy="130" rx="65" ry="10" fill="#fff4d6"/>`);
    c.gloss('M206 50 L190 120');
  },
  'running-shoes'(c) {
    c.shadow(245, floor, 330, { depth: 0.08 });
    c.add(
      `<path d="M80 340 Q70 280 120 250 L200 200 Q230 180 250 210 L300 250 Q360 260 400 290 Q420 320 400 340z" fill="${c.lit(p.primary)}"/>`,
    );
    c.add(`<path d="M74 340 h330 q6 14 -4 24 h-320 q-10 -10 -6 -24z" fill="${c.lit(shell, { angle: 'vertical' })}"/>`);
    c.add(
      `<path d="M150 240 L240 320 M180 222 L260 300 M270 246 L330 300" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
    );
    c.add(`<path d="M200 200 l14 -40 q20 -10 40 10 l-4 40z" fill="${darken(p.primary, 0.2)}"/>`);
    c.add(`<path d="M100 300 Q200 330 380 300" stroke="${p.warning}" stroke-width="5" fill="none"/>`);
  },
};

const tint = {
  Electronics: p.info,
  Furniture: p.warning,
  Clothing: p.success,
  Accessories: p.primary,
  // The help centre's categories (./gadgets.mjs).
  Audio: p.primary,
  Wearables: p.success,
  Home: p.warning,
  Computing: p.info,
  // The orders' fallback parcel (./parcel.mjs): no category of its own.
  Parcel: p.secondary,
};
const shots = { ...draw, ...gadgets, ...goods, ...accessories, parcel };

/** The SVG of one product shot, or undefined when the product has no drawing. */
export function productSvg(slug, category) {
  const paint = shots[slug];
  if (!paint) return undefined;
  const c = new Canvas(shotSize, shotSize);
  c.studio(tint[category]);
  paint(c);
  return c.toString();
}

/** A product alone on a transparent ground, framed to `view` ([x, y, width, height]), to place on a card. */
export function cutoutSvg(slug, view) {
  const c = new Canvas(shotSize, shotSize);
  c.view = view;
  shots[slug](c);
  return c.toString();
}

export const productSlugs = Object.keys(draw);
