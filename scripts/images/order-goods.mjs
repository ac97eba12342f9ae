/**
 * Shots of the goods the demo's orders hold (template/src/mocks/data/orders.ts) that the store has
 * no shot of. Drawn like ./products.mjs and ./gadgets.mjs (same studio, same three-quarter angle,
 * same light, the materials of ./shot-kit.mjs), so an order's lines read as one set with the
 * store's products. What comes with them is in ./order-accessories.mjs, anything else is a ./parcel.mjs.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { floor, glass, graphite, lensEdge, metal, shell } from './shot-kit.mjs';
import { box } from './svg.mjs';

export const goods = {
  'electric-kettle'(c) {
    c.shadow(245, floor, 220);
    c.add(
      `<path d="M300 190 Q366 200 358 276 Q352 322 312 332" fill="none" stroke="${c.lit(p.ink)}" stroke-width="20" stroke-linecap="round"/>`,
    );
    c.add(`<path d="M192 176 L140 150 L134 166 L186 204z" fill="${c.lit(metal)}"/>`);
    c.add(`<path d="M176 352 L190 172 Q245 156 300 172 L314 352z" fill="${c.lit(metal, { angle: 'horizontal' })}"/>`);
    c.add(`<ellipse cx="245" cy="170" rx="56" ry="12" fill="${lighten(metal, 0.35)}"/>`);
    c.add(`<rect x="232" y="150" width="26" height="16" rx="6" fill="${p.ink}"/>`);
    c.add(`<rect x="206" y="214" width="16" height="112" rx="8" fill="${lighten(p.info, 0.45)}" opacity="0.9"/>`);
    c.add(`<rect x="206" y="268" width="16" height="58" rx="8" fill="${lighten(p.info, 0.1)}"/>`);
    c.add(`<rect x="164" y="346" width="162" height="24" rx="10" fill="${c.lit(p.ink)}"/>`);
    c.add(`<circle cx="290" cy="358" r="4" fill="${p.info}"/>`);
    c.gloss('M198 330 Q196 230 204 186');
  },
  'air-purifier'(c) {
    c.shadow(250, floor, 190);
    box(c, { x: 180, y: 96, w: 130, h: 266, d: 22, colour: shell, r: 26 });
    c.add(`<circle cx="245" cy="138" r="16" fill="${c.lit(p.ink)}"/>`);
    c.add(`<circle cx="245" cy="138" r="6" fill="${p.success}"/>`);
    for (let row = 0; row < 9; row += 1)
      c.add(`<rect x="204" y="${180 + row * 18}" width="82" height="7" rx="3.5" fill="${darken(shell, 0.16)}"/>`);
    c.gloss('M190 330 Q186 170 206 110');
  },
  'tablet-11'(c) {
    c.shadow(250, floor, 300, { depth: 0.1 });
    box(c, { x: 108, y: 150, w: 272, h: 196, d: 12, colour: p.ink, r: 22 });
    c.add(
      `<rect x="120" y="162" width="248" height="172" rx="12" fill="${c.linear(p.primary, p.info, [0, 0, 1, 1])}"/>`,
    );
    c.add(`<rect x="136" y="180" width="104" height="66" rx="10" fill="#ffffff" opacity="0.9"/>`);
    c.add(`<path d="M146 232 l24 -20 l18 12 l24 -26 l18 14" stroke="${p.primary}" stroke-width="5" fill="none"/>`);
    for (const [i, tone] of [p.success, p.warning, p.error].entries())
      c.add(`<rect x="${252 + i * 36}" y="180" width="28" height="28" rx="8" fill="${tone}"/>`);
    c.add(`<rect x="136" y="262" width="216" height="12" rx="6" fill="#ffffff" opacity="0.55"/>`);
    c.add(`<rect x="136" y="284" width="150" height="12" rx="6" fill="#ffffff" opacity="0.4"/>`);
    c.add(`<path d="M150 362 L360 352" stroke="${c.lit(shell)}" stroke-width="10" stroke-linecap="round"/>`);
    c.gloss('M128 320 Q124 190 150 166', 0.3);
  },
  'webcam-hd'(c) {
    c.shadow(245, floor, 170);
    c.add(`<path d="M232 236 L222 336 H268 L258 236z" fill="${c.lit(metal)}"/>`);
    box(c, { x: 186, y: 334, w: 118, h: 28, d: 16, colour: p.ink, r: 10 });
    c.add(`<rect x="142" y="146" width="206" height="96" rx="48" fill="${c.lit(p.ink)}"/>`);
    c.add(`<circle cx="245" cy="194" r="36" fill="${c.radial(lensEdge, glass)}"/>`);
    c.add(`<circle cx="245" cy="194" r="16" fill="${c.radial(lighten(p.info, 0.4), darken(p.info, 0.5))}"/>`);
    c.add(`<circle cx="238" cy="187" r="5" fill="#ffffff" opacity="0.8"/>`);
    c.add(`<circle cx="312" cy="194" r="5" fill="${p.success}"/>`);
    c.gloss('M158 206 Q158 164 196 154');
  },
  'yoga-mat-set'(c) {
    c.shadow(235, floor, 320, { depth: 0.09 });
    c.add(`<rect x="120" y="256" width="230" height="106" rx="53" fill="${c.lit(p.success, { angle: 'vertical' })}"/>`);
    c.add(`<ellipse cx="140" cy="309" rx="34" ry="53" fill="${lighten(p.success, 0.3)}"/>`);
    c.add(
      `<path d="M140 309 m0 -8 a8 8 0 1 1 -8 8 a16 16 0 1 1 16 16 a24 28 0 1 1 -24 -28" fill="none" stroke="${darken(p.success, 0.2)}" stroke-width="4"/>`,
    );
    c.add(`<path d="M220 256 v106 M300 256 v106" stroke="${p.ink}" stroke-width="8" opacity="0.75"/>`);
    box(c, { x: 318, y: 292, w: 70, h: 70, d: 26, colour: lighten(p.primary, 0.35), r: 10 });
    c.gloss('M170 270 H320', 0.35);
  },
  'drone-mini'(c) {
    c.shadow(245, floor, 200, { opacity: 0.18 });
    for (const [x, y] of [
      [160, 150],
      [330, 150],
    ])
      c.add(`<path d="M245 200 L${x} ${y}" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/>`);
    for (const [x, y] of [
      [145, 150],
      [345, 150],
      [120, 236],
      [370, 236],
    ]) {
      c.add(`<ellipse cx="${x}" cy="${y}" rx="58" ry="11" fill="${metal}" opacity="0.45"/>`);
      c.add(`<rect x="${x - 8}" y="${y - 4}" width="16" height="22" rx="5" fill="${c.lit(p.ink)}"/>`);
    }
    for (const [x, y] of [
      [120, 236],
      [370, 236],
    ])
      c.add(`<path d="M245 214 L${x} ${y}" stroke="${c.lit(p.ink)}" stroke-width="14" stroke-linecap="round"/>`);
    c.add(`<rect x="196" y="180" width="98" height="56" rx="22" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="214" y="188" width="62" height="10" rx="5" fill="${p.error}"/>`);
    c.add(`<circle cx="245" cy="246" r="14" fill="${c.radial(lensEdge, glass)}"/>`);
    c.add(`<circle cx="245" cy="246" r="5" fill="${lighten(p.info, 0.3)}"/>`);
  },
  'electric-toothbrush'(c) {
    c.shadow(248, floor, 150);
    box(c, { x: 196, y: 332, w: 100, h: 30, d: 16, colour: shell, r: 12 });
    c.add(`<rect x="237" y="74" width="18" height="90" rx="9" fill="${c.lit(shell)}"/>`);
    c.add(`<rect x="232" y="56" width="28" height="44" rx="10" fill="${c.lit(lighten(p.info, 0.35))}"/>`);
    for (let i = 0; i < 4; i += 1)
      c.add(`<rect x="222" y="${60 + i * 10}" width="12" height="6" rx="3" fill="${lighten(p.info, 0.55)}"/>`);
    c.add(`<rect x="224" y="150" width="44" height="188" rx="22" fill="${c.lit(shell, { angle: 'horizontal' })}"/>`);
    c.add(`<circle cx="246" cy="212" r="11" fill="${c.lit(p.primary)}"/>`);
    c.add(`<circle cx="246" cy="244" r="3" fill="${p.success}"/>`);
    c.gloss('M232 320 Q230 220 236 166');
  },
  'road-bike-helmet'(c) {
    c.shadow(250, floor, 290, { depth: 0.1 });
    c.add(`<path d="M122 330 Q120 168 262 150 Q384 146 390 296 Q352 332 300 330z" fill="${c.lit(p.error)}"/>`);
    for (const d of ['M170 250 Q200 190 250 176', 'M214 262 Q250 200 304 186', 'M262 270 Q300 214 350 214'])
      c.add(`<path d="${d}" stroke="#1b1530" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.75"/>`);
    c.add(`<path d="M122 330 Q180 306 300 330" stroke="${p.ink}" stroke-width="14" fill="none"/>`);
    c.add(`<path d="M300 330 Q352 328 390 296" stroke="${shell}" stroke-width="6" fill="none"/>`);
    c.add(`<path d="M180 322 Q200 362 244 362" stroke="${p.ink}" stroke-width="5" fill="none"/>`);
    c.gloss('M150 270 Q164 190 240 162');
  },
  'smart-doorbell'(c) {
    c.shadow(250, floor, 140);
    box(c, { x: 204, y: 96, w: 82, h: 266, d: 16, colour: p.ink, r: 40 });
    c.add(`<circle cx="245" cy="150" r="26" fill="${c.radial(lensEdge, glass)}"/>`);
    c.add(`<circle cx="245" cy="150" r="10" fill="${c.radial(lighten(p.info, 0.4), darken(p.info, 0.5))}"/>`);
    c.add(`<rect x="226" y="196" width="38" height="6" rx="3" fill="${lensEdge}"/>`);
    c.add(`<circle cx="245" cy="296" r="28" fill="none" stroke="${lighten(p.info, 0.2)}" stroke-width="6"/>`);
    c.add(`<circle cx="245" cy="296" r="18" fill="${c.lit(graphite)}"/>`);
    c.gloss('M214 330 Q210 180 226 112', 0.3);
  },
  'hair-dryer'(c) {
    c.shadow(250, floor, 240);
    c.add(`<path d="M254 216 L296 216 L320 348 Q306 366 290 350z" fill="${c.lit(p.primary)}"/>`);
    c.add(`<rect x="282" y="262" width="14" height="30" rx="6" fill="${shell}"/>`);
    c.add(`<path d="M154 158 L102 168 V212 L154 222z" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="146" y="140" width="212" height="98" rx="49" fill="${c.lit(p.primary, { angle: 'vertical' })}"/>`);
    c.add(`<ellipse cx="352" cy="189" rx="22" ry="46" fill="${darken(p.primary, 0.3)}"/>`);
    for (const dy of [-24, -8, 8, 24])
      c.add(`<path d="M340 ${189 + dy} h24" stroke="${lighten(p.primary, 0.3)}" stroke-width="4"/>`);
    c.add(`<path d="M310 352 Q330 372 380 362" stroke="${p.ink}" stroke-width="6" fill="none"/>`);
    c.gloss('M170 160 Q240 146 320 150');
  },
  'instant-camera'(c) {
    c.shadow(250, floor, 260);
    box(c, { x: 150, y: 148, w: 192, h: 208, d: 22, colour: lighten(p.info, 0.55), r: 30 });
    c.add(`<rect x="150" y="300" width="192" height="14" fill="${p.warning}"/>`);
    c.add(`<rect x="150" y="314" width="192" height="14" fill="${p.error}"/>`);
    c.add(`<circle cx="246" cy="236" r="58" fill="${c.lit(shell)}"/>`);
    c.add(`<circle cx="246" cy="236" r="42" fill="${c.radial(lensEdge, glass)}"/>`);
    c.add(`<circle cx="246" cy="236" r="16" fill="${c.radial(lighten(p.info, 0.4), darken(p.info, 0.5))}"/>`);
    c.add(`<circle cx="236" cy="226" r="6" fill="#ffffff" opacity="0.7"/>`);
    c.add(`<rect x="168" y="166" width="38" height="26" rx="6" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="290" y="166" width="34" height="20" rx="6" fill="${lighten(p.warning, 0.55)}"/>`);
    c.add(`<g transform="rotate(-10 120 330)"><rect x="70" y="260" width="92" height="110" rx="4" fill="#ffffff"/>`);
    c.add(`<rect x="78" y="268" width="76" height="76" fill="${c.linear(lighten(p.info, 0.3), p.warning)}"/></g>`);
  },
  'kitchen-scale'(c) {
    c.shadow(250, floor, 300, { depth: 0.1 });
    box(c, { x: 120, y: 318, w: 240, h: 44, d: 44, colour: shell, r: 12 });
    c.add(`<rect x="208" y="328" width="70" height="24" rx="5" fill="${p.ink}"/>`);
    for (let i = 0; i < 3; i += 1)
      c.add(`<rect x="${218 + i * 18}" y="334" width="12" height="12" rx="2" fill="${lighten(p.success, 0.3)}"/>`);
    c.add(`<path d="M174 232 Q180 298 260 302 Q340 298 346 232z" fill="${c.lit(p.info)}"/>`);
    c.add(`<ellipse cx="260" cy="232" rx="86" ry="14" fill="${lighten(p.info, 0.35)}"/>`);
    c.add(`<ellipse cx="260" cy="232" rx="70" ry="9" fill="${p.tomato}"/>`);
    c.add(`<circle cx="236" cy="226" r="14" fill="${c.lit(p.tomato)}"/>`);
    c.add(`<circle cx="278" cy="224" r="16" fill="${c.lit(p.gold)}"/>`);
    c.gloss('M186 256 Q196 288 236 296', 0.35);
  },
};

/** The goods with the category whose backdrop they stand on (./products.mjs tints them). */
export const goodsCategories = {
  'electric-kettle': 'Home',
  'air-purifier': 'Home',
  'tablet-11': 'Computing',
  'webcam-hd': 'Computing',
  'yoga-mat-set': 'Wearables',
  'drone-mini': 'Electronics',
  'electric-toothbrush': 'Wearables',
  'road-bike-helmet': 'Wearables',
  'smart-doorbell': 'Home',
  'hair-dryer': 'Home',
  'instant-camera': 'Electronics',
  'kitchen-scale': 'Home',
};
