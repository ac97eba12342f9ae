/**
 * The shared drawing kit: one light (from the top left), one soft shadow (cast down and to the right),
 * one backdrop recipe. Every subject draws through it, which is what keeps the set consistent.
 */
import { darken, lighten, mix } from './colour.mjs';

export class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.count = 0;
    /** The part of the drawing to output, [x, y, width, height]; all of it when unset. */
    this.view = undefined;
  }

  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  /** A gradient lit from the top left: highlight, the colour, then its shade. */
  lit(colour, { strength = 0.28, angle = 'diagonal' } = {}) {
    const id = this.id('l');
    const [x2, y2] = angle === 'vertical' ? [0, 1] : angle === 'horizontal' ? [1, 0] : [1, 1];
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
        `<stop offset="0" stop-color="${lighten(colour, strength)}"/>` +
        `<stop offset="0.55" stop-color="${colour}"/>` +
        `<stop offset="1" stop-color="${darken(colour, strength)}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A plain two-stop gradient. */
  linear(from, to, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
        `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(inner, outer, { cx = 0.5, cy = 0.5, r = 0.5, innerOpacity = 1, outerOpacity = 1 } = {}) {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
        `<stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/>` +
        `<stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation) {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The contact shadow under an object standing at (cx, y), cast away from the light. */
  shadow(cx, y, width, { depth = 0.16, opacity = 0.32 } = {}) {
    const filter = this.blur(width * 0.06);
    this.add(
      `<ellipse cx="${cx + width * 0.08}" cy="${y}" rx="${width / 2}" ry="${width * depth}" fill="#1b1530" opacity="${opacity}" filter="${filter}"/>`,
    );
  }

  /** A studio backdrop: a wall tinted by `tint` meeting a lighter floor at `horizon`, lit from the top left. */
  studio(tint, horizon = 0.68) {
    const { width: w, height: h } = this;
    const wall = this.linear(lighten(tint, 0.8), lighten(tint, 0.6), [0, 0, 1, 1]);
    const floor = this.linear(lighten(tint, 0.72), lighten(tint, 0.86));
    const glow = this.radial('#ffffff', '#ffffff', { cx: 0.25, cy: 0.2, r: 0.6, innerOpacity: 0.7, outerOpacity: 0 });
    const y = h * horizon;
    this.add(
      `<rect width="${w}" height="${h}" fill="${wall}"/>`,
      `<rect y="${y}" width="${w}" height="${h - y}" fill="${floor}"/>`,
      `<rect y="${y - 1}" width="${w}" height="3" fill="${mix(tint, '#ffffff', 0.5)}" opacity="0.35"/>`,
      `<rect width="${w}" height="${h}" fill="${glow}"/>`,
    );
  }

  /** A soft gloss stroke along the lit edge of a shape, so surfaces read as smooth. */
  gloss(d, opacity = 0.45) {
    this.add(
      `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="${opacity}"/>`,
    );
  }

  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.view?.[2] ?? this.width}" height="${this.view?.[3] ?? this.height}" viewBox="${(this.view ?? [0, 0, this.width, this.height]).join(' ')}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** A box seen from the set's one angle: front face plus top and right faces receding up and to the right. */
export function box(c, { x, y, w, h, d = 18, colour, r = 6 }) {
  const top = `M${x} ${y} l${d} ${-d * 0.6} h${w} l${-d} ${d * 0.6}z`;
  const side = `M${x + w} ${y} l${d} ${-d * 0.6} v${h} l${-d} ${d * 0.6}z`;
  c.add(
    `<path d="${top}" fill="${lighten(colour, 0.35)}"/>`,
    `<path d="${side}" fill="${darken(colour, 0.3)}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${c.lit(colour, { strength: 0.18 })}"/>`,
  );
}
