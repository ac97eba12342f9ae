/**
 * The shot of anything an order holds that has no drawing of its own: a parcel, so an order line
 * never stands without a picture (orderPictureFallback in template/src/mocks/data/orders.ts).
 */
import { darken, lighten } from './colour.mjs';
import { floor } from './shot-kit.mjs';
import { box } from './svg.mjs';

/** Drawn on a backdrop of its own ('Parcel' in ./products.mjs), as it belongs to no category. */
export function parcel(c) {
  const cardboard = '#c99a6b';
  c.shadow(255, floor, 270);
  box(c, { x: 142, y: 206, w: 214, h: 156, d: 44, colour: cardboard, r: 6 });
  c.add(`<rect x="234" y="206" width="30" height="156" fill="${lighten(cardboard, 0.35)}" opacity="0.8"/>`);
  c.add(`<path d="M234 206 l44 -26.4 h30 l-44 26.4z" fill="${lighten(cardboard, 0.55)}" opacity="0.9"/>`);
  c.add(`<rect x="162" y="288" width="58" height="52" rx="4" fill="#ffffff"/>`);
  for (const [y, w] of [
    [300, 40],
    [312, 30],
    [324, 36],
  ])
    c.add(`<rect x="170" y="${y}" width="${w}" height="5" rx="2.5" fill="${darken('#ffffff', 0.3)}"/>`);
}
