/**
 * What the product shots (./products.mjs, ./gadgets.mjs and the orders' ./order-goods.mjs,
 * ./order-accessories.mjs, ./parcel.mjs) share besides the light of ./svg.mjs: the size of a shot,
 * the floor line every object stands on, and the few materials the objects are made of. Change one
 * here and the whole catalogue follows, so the sets keep reading as one.
 */

/** A shot's width and height, in drawing units (the set renders it at 160 to 640 px). */
export const shotSize = 480;

/** The y every object stands on and casts its shadow at. */
export const floor = 372;

/** Light brushed metal: stands, kettles, plug pins, connectors. */
export const metal = '#b9b5c8';

/** Off-white plastic: earbuds, chargers, appliances' bodies, cables. */
export const shell = '#f5f3fa';

/** Dark plastic and rubber: lens rings, speaker cones, bezels. */
export const graphite = '#3b3650';

/** A screen or a lens that is off. */
export const glass = '#0d0b16';

/** The lit edge of a lens, fading to `glass` in its radial gradient. */
export const lensEdge = '#5a5575';
