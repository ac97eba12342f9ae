/**
 * The accessories an order may come with (template/src/mocks/data/orders.ts): a case, a cable, a
 * warranty, gift wrapping, a cleaning kit, a charger. Drawn like the goods they come with
 * (./order-goods.mjs).
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { floor, glass, lensEdge, metal, shell } from './shot-kit.mjs';
import { box } from './svg.mjs';

export const accessories = {
  'protective-case'(c) {
    c.shadow(250, floor, 170);
    box(c, { x: 180, y: 80, w: 140, h: 282, d: 14, colour: p.primary, r: 30 });
    c.add(`<rect x="194" y="94" width="58" height="70" rx="16" fill="${darken(p.primary, 0.35)}"/>`);
    for (const [x, y] of [
      [210, 112],
      [210, 146],
      [236, 128],
    ])
      c.add(`<circle cx="${x}" cy="${y}" r="9" fill="${c.radial(lensEdge, glass)}"/>`);
    c.add(`<circle cx="250" cy="260" r="22" fill="none" stroke="${lighten(p.primary, 0.4)}" stroke-width="5"/>`);
    c.gloss('M190 330 Q186 150 200 104');
  },
  'usb-c-cable'(c) {
    c.shadow(245, floor, 260, { depth: 0.1 });
    for (const y of [330, 312, 294, 276])
      c.add(
        `<ellipse cx="245" cy="${y}" rx="104" ry="34" fill="none" stroke="${darken(shell, 0.22)}" stroke-width="14"/>`,
        `<ellipse cx="245" cy="${y - 2}" rx="104" ry="34" fill="none" stroke="${shell}" stroke-width="10"/>`,
      );
    c.add(`<path d="M330 256 Q350 200 330 160" stroke="${shell}" stroke-width="10" fill="none"/>`);
    c.add(`<rect x="316" y="112" width="28" height="52" rx="8" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="322" y="92" width="16" height="24" rx="5" fill="${c.lit(metal)}"/>`);
    c.add(`<path d="M150 290 Q120 250 150 210" stroke="${shell}" stroke-width="10" fill="none"/>`);
    c.add(`<rect x="136" y="162" width="28" height="52" rx="8" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="142" y="142" width="16" height="24" rx="5" fill="${c.lit(metal)}"/>`);
  },
  'extended-warranty'(c) {
    c.shadow(250, floor, 230);
    box(c, { x: 150, y: 110, w: 190, h: 250, d: 10, colour: p.paper, r: 12 });
    c.add(`<path d="M245 140 L290 156 V196 Q290 236 245 254 Q200 236 200 196 V156z" fill="${c.lit(p.success)}"/>`);
    c.add(
      `<path d="M224 198 l15 15 l28 -30" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    for (const [y, w] of [
      [278, 130],
      [298, 110],
      [318, 80],
    ])
      c.add(`<rect x="180" y="${y}" width="${w}" height="8" rx="4" fill="${darken(p.paper, 0.18)}"/>`);
    c.add(`<path d="M300 330 l-10 36 l14 -8 l10 12 l4 -36z" fill="${p.error}"/>`);
    c.add(`<circle cx="306" cy="328" r="18" fill="${c.lit(p.gold)}"/>`);
  },
  'gift-wrapping'(c) {
    c.shadow(255, floor, 240);
    box(c, { x: 160, y: 214, w: 170, h: 148, d: 34, colour: p.primary, r: 8 });
    c.add(`<rect x="234" y="214" width="22" height="148" fill="${c.lit(p.gold)}"/>`);
    c.add(`<path d="M234 214 l34 -20.4 h22 l-34 20.4z" fill="${lighten(p.gold, 0.3)}"/>`);
    c.add(`<path d="M177 203.8 h170 l-10 6 h-170z" fill="${lighten(p.gold, 0.3)}" opacity="0.9"/>`);
    c.add(
      `<ellipse cx="236" cy="182" rx="34" ry="18" transform="rotate(-24 236 182)" fill="none" stroke="${p.gold}" stroke-width="12"/>`,
    );
    c.add(
      `<ellipse cx="296" cy="182" rx="34" ry="18" transform="rotate(24 296 182)" fill="none" stroke="${p.gold}" stroke-width="12"/>`,
    );
    c.add(`<circle cx="266" cy="198" r="12" fill="${c.lit(p.gold)}"/>`);
  },
  'cleaning-kit'(c) {
    c.shadow(250, floor, 260);
    c.add(
      `<rect x="172" y="196" width="84" height="166" rx="20" fill="${c.lit(lighten(p.info, 0.45), { angle: 'horizontal' })}"/>`,
    );
    c.add(`<rect x="172" y="266" width="84" height="60" fill="#ffffff" opacity="0.85"/>`);
    c.add(`<rect x="184" y="284" width="44" height="8" rx="4" fill="${p.info}"/>`);
    c.add(`<rect x="196" y="168" width="36" height="32" rx="6" fill="${c.lit(p.ink)}"/>`);
    c.add(`<path d="M186 130 H250 L262 150 L232 172 H196z" fill="${c.lit(p.ink)}"/>`);
    c.add(
      `<path d="M196 172 Q188 196 174 204" stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    );
    box(c, { x: 262, y: 322, w: 124, h: 40, d: 20, colour: p.success, r: 8 });
    c.add(`<path d="M272 342 h104" stroke="${darken(p.success, 0.2)}" stroke-width="3"/>`);
    c.gloss('M182 340 Q180 250 190 214');
  },
  'wall-adapter'(c) {
    c.shadow(250, floor, 190);
    for (const x of [226, 262])
      c.add(
        `<path d="M${x} 206 v-50 h12 v50z" fill="${c.lit(metal)}"/>`,
        `<path d="M${x + 12} 156 l6 -3.6 v50 l-6 3.6z" fill="${darken(metal, 0.3)}"/>`,
      );
    box(c, { x: 186, y: 214, w: 120, h: 148, d: 34, colour: shell, r: 22 });
    c.add(`<rect x="228" y="300" width="36" height="14" rx="7" fill="${p.ink}"/>`);
    c.add(`<circle cx="246" cy="250" r="5" fill="${p.success}"/>`);
    c.gloss('M196 340 Q192 260 206 226');
  },
};

/** Every accessory stands on the Accessories backdrop (./products.mjs tints it). */
export const accessoryCategories = Object.fromEntries(Object.keys(accessories).map((name) => [name, 'Accessories']));
