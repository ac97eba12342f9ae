/**
 * The frame of the landing page's dashboard mock-up (scripts/images/previews.mjs): the two looks,
 * the drawing helpers its cards share (card, bar, icon, curve), the side menu and the top bar.
 */
import { lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { tile } from './stage.mjs';
export const W = 1280;
export const H = 800;

/** The two looks, after the themes' tokens (template/src/styles/tokens.css). */
export const looks = {
  light: {
    page: '#f4f5fa',
    card: '#ffffff',
    line: '#e2e2e8',
    muted: '#eef0f4',
    ink: '#4b465c',
    text: '#cfccdb',
    shadow: 0.1,
    tones: { primary: p.primary, success: p.success, info: p.info, warning: p.warning, error: p.error },
  },
  dark: {
    page: '#25293c',
    card: '#2f3349',
    line: '#434968',
    muted: '#363b54',
    ink: '#cfcbe6',
    text: '#565b7c',
    shadow: 0.45,
    tones: { primary: '#8c68ff', success: '#22c55e', info: '#38a8f5', warning: '#f59e0b', error: '#f87171' },
  },
};

/** A card: the theme's surface on a soft shadow. */
export function card(c, k, x, y, w, h, shadow) {
  c.add(
    `<rect x="${x}" y="${y + 4}" width="${w}" height="${h}" rx="14" fill="#0f1222" opacity="${k.shadow}" filter="${shadow}"/>`,
  );
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${k.card}"/>`);
}

export const bar = (c, x, y, w, colour, h = 10) =>
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${colour}"/>`);

/** A tinted square with a small mark, the stat cards' and menu's icon. */
export function icon(c, x, y, s, colour, tint) {
  c.add(`<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.26}" fill="${tint}"/>`);
  c.add(
    `<rect x="${x + s * 0.3}" y="${y + s * 0.3}" width="${s * 0.4}" height="${s * 0.4}" rx="${s * 0.1}" fill="${colour}"/>`,
  );
}

/** A smooth line through points, as an SVG path. */
export function curve(points) {
  let d = `M${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += ` C${mx} ${y0} ${mx} ${y1} ${x1} ${y1}`;
  }
  return d;
}

/** The side menu: logo, sections, the active item, an upgrade card at its foot. */
export function sideMenu(c, k) {
  c.add(`<rect width="232" height="${H}" fill="${k.card}"/><rect x="231" width="1" height="${H}" fill="${k.line}"/>`);
  tile(c, 28, 28, 34, k.tones.primary, { round: 0.3 });
  bar(c, 76, 38, 92, k.ink, 14);
  bar(c, 28, 96, 54, k.text, 8);
  [124, 96, 110, 84, 118, 100, 90, 104].forEach((w, i) => {
    const y = 118 + i * 46 + (i > 3 ? 34 : 0);
    if (i === 1) {
      c.add(
        `<rect x="16" y="${y - 4}" width="200" height="40" rx="10" fill="${c.linear(k.tones.primary, lighten(k.tones.primary, 0.25), [0, 0, 1, 0])}"/>`,
      );
      c.add(`<rect x="30" y="${y + 8}" width="16" height="16" rx="4" fill="#ffffff"/>`);
      bar(c, 58, y + 11, w, '#ffffff');
    } else {
      c.add(
        `<rect x="30" y="${y + 8}" width="16" height="16" rx="4" fill="none" stroke="${k.text}" stroke-width="2.5"/>`,
      );
      bar(c, 58, y + 11, w, k.text);
    }
  });
  bar(c, 28, 318, 62, k.text, 8);
  // An upgrade card at the foot of the menu.
  c.add(
    `<rect x="16" y="640" width="200" height="136" rx="14" fill="${c.linear(k.tones.primary, mix(k.tones.primary, k.tones.info, 0.55), [0, 0, 1, 1])}"/>`,
  );
  tile(c, 160, 652, 38, k.tones.warning, { rotate: 14, round: 0.5 });
  bar(c, 34, 668, 92, '#ffffff', 12);
  bar(c, 34, 692, 120, '#ffffff', 8);
  c.add(`<rect x="34" y="728" width="86" height="28" rx="8" fill="#ffffff" opacity="0.95"/>`);
  bar(c, 48, 738, 58, k.tones.primary, 8);
}

/** The top bar: search, three icons (one with a dot) and the avatar. */
export function topBar(c, k, shadow) {
  card(c, k, 256, 20, 1000, 64, shadow);
  c.add(
    `<circle cx="288" cy="52" r="9" fill="none" stroke="${k.text}" stroke-width="3"/><path d="M295 59 l7 7" stroke="${k.text}" stroke-width="3" stroke-linecap="round"/>`,
  );
  bar(c, 316, 47, 150, k.text);
  for (const x of [1058, 1098, 1138])
    c.add(`<rect x="${x}" y="42" width="20" height="20" rx="6" fill="none" stroke="${k.text}" stroke-width="2.5"/>`);
  c.add(`<circle cx="1151" cy="44" r="5" fill="${k.tones.error}"/>`);
  c.add(`<circle cx="1208" cy="52" r="20" fill="${c.lit(lighten(k.tones.warning, 0.2))}"/>`);
  c.add(
    `<circle cx="1208" cy="46" r="7" fill="#ffffff" opacity="0.9"/><path d="M1196 66 a12 10 0 0 1 24 0z" fill="#ffffff" opacity="0.9"/>`,
  );
  c.add(`<circle cx="1223" cy="67" r="5" fill="${k.tones.success}" stroke="${k.card}" stroke-width="2.5"/>`);
}
