/**
 * Company logos of the job board: one mark per company of the seed (template/src/mocks/data/jobs.ts),
 * all built the same way so they read as one family: a square ground in the company's colour, lit
 * from the top left like every other set, and a bold white mark with the set's soft shadow cast down
 * and to the right. The square is drawn edge to edge; the screen rounds its corners. Marks stay
 * simple enough to read at 40 px.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas } from './svg.mjs';

const S = 128;
const white = '#ffffff';

/** Each company's ground and its mark, drawn with `ink` (white, or a tone of the ground). */
const logos = {
  // Planning tools for logistics teams: a compass needle finding north.
  'northwind-labs': {
    ground: p.primary,
    mark: (ink, ground) =>
      `<circle cx="64" cy="64" r="40" fill="none" stroke="${ink}" stroke-width="6" opacity="0.4"/>` +
      `<g transform="rotate(30 64 64)"><path d="M64 22 L78 64 H50z" fill="${ink}"/>` +
      `<path d="M50 64 H78 L64 106z" fill="${ink}" opacity="0.55"/>` +
      `<circle cx="64" cy="64" r="6" fill="${darken(ground, 0.25)}"/></g>`,
  },
  // Banking apps by a design studio: a fin cutting a wave.
  'bluefin-studio': {
    ground: '#0b8fd6',
    mark: (ink) =>
      `<path d="M26 90 C48 84 60 60 54 22 C70 34 84 50 90 64 C94 74 98 84 104 90z" fill="${ink}"/>` +
      `<path d="M18 104 q11 -9 23 0 t23 0 t23 0 t23 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
  },
  // Payment infrastructure: a cube of cobalt, three faces in three lights.
  'cobalt-systems': {
    ground: '#2748c9',
    mark: (ink) =>
      `<path d="M64 24 L98 44 L64 64 L30 44z" fill="${ink}"/>` +
      `<path d="M30 44 L64 64 V104 L30 84z" fill="${ink}" opacity="0.78"/>` +
      `<path d="M98 44 V84 L64 104 V64z" fill="${ink}" opacity="0.5"/>`,
  },
  // Community clinics by the sea: a rounded cross over the harbour's water.
  'harbor-health': {
    ground: '#0f8f7e',
    mark: (ink) =>
      `<path d="M54 20 h20 a4 4 0 0 1 4 4 v20 h20 a4 4 0 0 1 4 4 v20 a4 4 0 0 1 -4 4 h-20 v20 a4 4 0 0 1 -4 4 h-20 a4 4 0 0 1 -4 -4 v-20 h-20 a4 4 0 0 1 -4 -4 v-20 a4 4 0 0 1 4 -4 h20 v-20 a4 4 0 0 1 4 -4z" fill="${ink}"/>` +
      `<path d="M16 108 q12 -9 24 0 t24 0 t24 0 t24 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
  },
  // A travel app: a kite on the wind, its tail tied with two bows.
  'kite-key': {
    ground: p.tomato,
    mark: (ink, ground) =>
      `<path d="M70 16 L100 50 L66 92 L36 54z" fill="${ink}"/>` +
      `<path d="M70 16 L66 92 M36 54 L100 50" stroke="${ground}" stroke-width="4" opacity="0.55"/>` +
      `<path d="M66 92 C60 104 44 100 34 112" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M54 100 l-12 -8 l2 16z M42 106 l-13 -4 l6 14z" fill="${p.gold}"/>`,
  },
  // Data pipelines in the cloud: a cloud over two running lines.
  'stratus-cloud': {
    ground: p.info,
    mark: (ink) =>
      `<path d="M38 78 a16 16 0 0 1 2 -32 a24 24 0 0 1 44 -6 a18 18 0 0 1 8 38z" fill="${ink}"/>` +
      `<path d="M30 94 H82 M48 108 H100" stroke="${ink}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>`,
  },
  // Accounting software: a ledger's ruled line and figures that grow.
  ledgerline: {
    ground: '#0d6b4f',
    mark: (ink) =>
      `<rect x="30" y="66" width="16" height="28" rx="4" fill="${ink}" opacity="0.7"/>` +
      `<rect x="56" y="50" width="16" height="44" rx="4" fill="${ink}" opacity="0.85"/>` +
      `<rect x="82" y="30" width="16" height="64" rx="4" fill="${p.gold}"/>` +
      `<path d="M24 106 H104" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  },
  // Inspection cameras: an eye with a lens for a pupil.
  'quanta-vision': {
    ground: '#6a2bd9',
    mark: (ink, ground) =>
      `<path d="M16 64 Q64 16 112 64 Q64 112 16 64z" fill="${ink}"/>` +
      `<circle cx="64" cy="64" r="20" fill="${darken(ground, 0.3)}"/>` +
      `<circle cx="64" cy="64" r="9" fill="${lighten(p.info, 0.35)}"/>` +
      `<circle cx="57" cy="57" r="4" fill="${ink}"/>`,
  },
  // Reading apps for schools: a sprout growing out of an open book.
  'meadow-learning': {
    ground: p.leaf,
    mark: (ink) =>
      `<path d="M64 86 C52 78 38 76 22 78 V102 C38 100 52 102 64 110z" fill="${ink}"/>` +
      `<path d="M64 86 C76 78 90 76 106 78 V102 C90 100 76 102 64 110z" fill="${ink}" opacity="0.82"/>` +
      `<path d="M64 84 V50" stroke="${p.cream}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M64 62 C50 62 40 52 40 36 C54 36 64 46 64 62z M64 54 C76 52 88 40 88 24 C74 26 64 38 64 54z" fill="${p.cream}"/>`,
  },
  // Air cargo: a planet and the orbit a parcel travels on.
  'orbit-freight': {
    ground: p.warning,
    mark: (ink, ground) =>
      `<g transform="rotate(-24 64 64)">` +
      `<path d="M18 64 A46 16 0 0 1 110 64" fill="none" stroke="${ink}" stroke-width="5" opacity="0.55"/>` +
      `<circle cx="64" cy="64" r="22" fill="${ink}"/>` +
      // The near half of the ring passes in front of the planet, parted from it by a line of ground
      // (only where it crosses the planet, so the ground's gradient shows nowhere else).
      `<path d="M79.2 79.1 A46 16 0 0 1 48.8 79.1" fill="none" stroke="${ground}" stroke-width="11"/>` +
      `<path d="M110 64 A46 16 0 0 1 18 64" fill="none" stroke="${ink}" stroke-width="5"/>` +
      `<rect x="96" y="68" width="14" height="14" rx="3" fill="${p.gold}"/></g>`,
  },
};

function logoSvg({ ground, mark }) {
  const c = new Canvas(S, S);
  const glow = c.radial(white, white, { cx: 0.2, cy: 0.15, r: 0.75, innerOpacity: 0.32, outerOpacity: 0 });
  c.add(`<rect width="${S}" height="${S}" fill="${c.lit(ground, { strength: 0.22 })}"/>`);
  c.add(`<rect width="${S}" height="${S}" fill="${glow}"/>`);
  // The set's one shadow: the mark again, dark, blurred and nudged away from the light.
  c.add(`<g transform="translate(2 3)" opacity="0.28" filter="${c.blur(2.5)}">${mark('#1b1530', '#1b1530')}</g>`);
  c.add(mark(white, ground));
  return c.toString();
}

/** The set's pictures, named after each company as `pictureName` in the app spells it. */
export const logoItems = Object.entries(logos).map(([name, logo]) => ({ name, svg: () => logoSvg(logo) }));
