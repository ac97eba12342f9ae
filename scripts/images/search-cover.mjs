/**
 * The search banners' cover (help centre, FAQ): a calm wash in the middle, where
 * the banner's title and search field sit, and at each end a small still life of the things people
 * search for: a question in a speech bubble and an answer card on the left, an open guide under a
 * magnifying glass on the right, with the mosaic tiles drifting between. By day (light theme) and
 * by night (dark theme). 1200 x 240; the banner crops the sides on a phone, so the middle stays
 * readable on its own.
 */
import { darken, lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas } from './svg.mjs';
import { badge, glyphs, lines, tile } from './stage.mjs';

const W = 1200;
const H = 240;

export const looks = {
  light: {
    wash: [lighten(p.primary, 0.9), '#ffffff', lighten(p.info, 0.9)],
    surface: '#ffffff',
    line: '#e2e2e8',
    text: '#c9c5d8',
    tileOpacity: 0.9,
  },
  dark: {
    wash: [mix('#2f3349', p.primary, 0.16), '#2f3349', mix('#2f3349', p.info, 0.14)],
    surface: '#3a3f5c',
    line: '#4a5070',
    text: '#6a6f92',
    tileOpacity: 0.6,
  },
};

/** A speech bubble at (x, y), its tail at the bottom start. */
function bubble(c, x, y, w, h, fill) {
  c.add(`<rect x="${x + 4}" y="${y + 6}" width="${w}" height="${h}" rx="16" fill="#1b1530" opacity="0.12"/>`);
  c.add(
    `<path d="M${x + 16} ${y} h${w - 32} q16 0 16 16 v${h - 32} q0 16 -16 16 h${-w + 60} l-22 18 l4 -18 h-4 q-16 0 -16 -16 v${-h + 32} q0 -16 16 -16z" fill="${fill}"/>`,
  );
}

function questions(c, look) {
  bubble(c, 92, 46, 150, 92, look.surface);
  lines(c, look, 116, 72, [96, 70, 84], 16);
  bubble(c, 208, 112, 96, 72, c.lit(p.primary));
  c.add(
    `<path d="M246 136 q0 -12 12 -12 q12 0 12 11 q0 8 -10 11 v6 M260 164 v1" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  badge(c, 82, 170, 20, p.success, glyphs.check);
}

function guide(c, look) {
  // An open book: two pages on a coloured cover, seen from the front.
  c.add(`<path d="M912 196 l92 -14 l92 14 v-124 l-92 -12 l-92 12z" fill="${c.lit(darken(p.info, 0.1))}"/>`);
  c.add(`<path d="M920 186 l84 -14 v-118 l-84 12z" fill="${look.surface}"/>`);
  c.add(`<path d="M1088 186 l-84 -14 v-118 l84 12z" fill="${mix(look.surface, look.line, 0.35)}"/>`);
  for (let i = 0; i < 5; i += 1) {
    const y = 84 + i * 18;
    c.add(
      `<path d="M934 ${y} l${56 - (i % 2) * 14} -8" stroke="${look.text}" stroke-width="5" stroke-linecap="round"/>`,
    );
    c.add(
      `<path d="M1018 ${y - 8} l${52 - (i % 3) * 10} 8" stroke="${look.text}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  // The magnifying glass over the right page.
  c.add(`<path d="M1090 150 l34 34" stroke="${c.lit('#6f6a86')}" stroke-width="14" stroke-linecap="round"/>`);
  c.add(
    `<circle cx="1066" cy="126" r="34" fill="${look.surface}" opacity="0.55" stroke="${c.lit(p.gold)}" stroke-width="10"/>`,
  );
  c.gloss('M1044 118 a22 22 0 0 1 16 -16', 0.8);
}

/**
 * The ground every search banner shares: the wash, a soft disc behind each end and the drifting
 * tiles; the still lifes go on top, each kept to its outer fifth so a phone's crop removes it whole.
 */
export function coverGround(mood) {
  const look = looks[mood];
  const c = new Canvas(W, H);
  const [start, middle, end] = look.wash;
  const wash = c.id('w');
  c.defs.push(
    `<linearGradient id="${wash}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${start}"/>` +
      `<stop offset="0.5" stop-color="${middle}"/><stop offset="1" stop-color="${end}"/></linearGradient>`,
  );
  c.add(`<rect width="${W}" height="${H}" fill="url(#${wash})"/>`);
  // Two soft discs behind the still lifes, like the illustrations' stage.
  for (const [x, tone] of [
    [136, p.primary],
    [1050, p.info],
  ])
    c.add(
      `<circle cx="${x}" cy="130" r="150" fill="${c.radial(tone, tone, { innerOpacity: mood === 'dark' ? 0.22 : 0.14, outerOpacity: 0 })}"/>`,
    );
  [
    [350, 40, 22, p.warning, -14, 0.24],
    [470, 204, 14, p.info, 20, 0.5],
    [800, 36, 18, p.success, 12, 0.24],
    [846, 168, 24, p.primary, -10, 0.24],
    [262, 24, 16, p.gold, 18, 0.5],
    [1168, 16, 18, p.error, -18, 0.24],
  ].forEach(([x, y, s, tone, rotate, round]) => tile(c, x, y, s, tone, { rotate, round, opacity: look.tileOpacity }));
  return { c, look };
}

function searchCover(mood) {
  const { c, look } = coverGround(mood);
  c.add('<g transform="translate(-54 0)">');
  questions(c, look);
  c.add('</g><g transform="translate(40 0)">');
  guide(c, look);
  c.add('</g>');
  return c.toString();
}

export const searchCoverItems = [
  { name: 'search-cover', svg: () => searchCover('light') },
  { name: 'search-cover-dark', svg: () => searchCover('dark') },
];
