/**
 * The course catalogue's banner (academy, Explore): the search banners' ground (./search-cover.mjs)
 * with the academy's still lifes at its ends: a lesson card playing under a graduation cap on the
 * left, a stack of course books with a pencil and a gold medal on the right. By day (light theme)
 * and by night (dark theme), 1200 x 240, the middle left calm for the title and the search field.
 */
import { darken, lighten, mix } from './colour.mjs';
import { categoryTints, palette as p } from './palette.mjs';
import { badge, glyphs, lines } from './stage.mjs';
import { coverGround } from './search-cover.mjs';

/** A lesson card: a cover in the Design colour with a play button, its title and a progress bar. */
function lesson(c, look) {
  const [x, y, w, h] = [70, 62, 190, 150];
  c.add(`<rect x="${x + 5}" y="${y + 8}" width="${w}" height="${h}" rx="16" fill="#1b1530" opacity="0.12"/>`);
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${look.surface}"/>`);
  c.add(
    `<path d="M${x} ${y + 16} q0 -16 16 -16 h${w - 32} q16 0 16 16 v66 h${-w}z" fill="${c.linear(categoryTints.Design, p.info, [0, 0, 1, 1])}"/>`,
  );
  c.add(`<circle cx="${x + w / 2}" cy="${y + 41}" r="20" fill="#ffffff" opacity="0.92"/>`);
  c.add(`<path d="M${x + w / 2 - 6} ${y + 30} l17 11 l-17 11z" fill="${categoryTints.Design}"/>`);
  lines(c, look, x + 16, y + 96, [120, 84], 16);
  c.add(`<rect x="${x + 16}" y="${y + 130}" width="${w - 32}" height="7" rx="3.5" fill="${look.line}"/>`);
  c.add(`<rect x="${x + 16}" y="${y + 130}" width="${(w - 32) * 0.7}" height="7" rx="3.5" fill="${p.success}"/>`);
}

/** A mortarboard tilted over the card's corner, its tassel in gold. */
function cap(c) {
  c.add('<g transform="rotate(-12 250 56)">');
  c.add(`<path d="M222 62 v22 q28 16 56 0 v-22z" fill="${c.lit(p.ink)}"/>`);
  c.add(`<path d="M250 30 l62 26 l-62 26 l-62 -26z" fill="${c.lit(lighten(p.ink, 0.15))}"/>`);
  c.add(`<path d="M250 56 l44 8 v30" stroke="${p.gold}" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  c.add(`<circle cx="294" cy="98" r="6" fill="${c.lit(p.gold)}"/>`);
  c.add('</g>');
}

/** Three course books lying on one another, each in a category's colour, a pencil across the top one. */
function books(c, look) {
  const stack = [
    [930, 186, 200, categoryTints.Development],
    [944, 160, 176, categoryTints.Data],
    [924, 134, 190, categoryTints.Design],
  ];
  c.shadow(1030, 212, 220, { depth: 0.06 });
  for (const [x, y, w, tone] of stack) {
    c.add(`<rect x="${x}" y="${y}" width="${w}" height="26" rx="6" fill="${c.lit(tone, { angle: 'vertical' })}"/>`);
    c.add(
      `<rect x="${x + w - 14}" y="${y + 4}" width="10" height="18" rx="3" fill="${mix(look.surface, tone, 0.15)}"/>`,
    );
    c.add(`<rect x="${x + 18}" y="${y + 10}" width="${w * 0.36}" height="6" rx="3" fill="#ffffff" opacity="0.55"/>`);
  }
  c.add('<g transform="rotate(-8 1010 122)">');
  c.add(`<rect x="950" y="116" width="120" height="12" rx="3" fill="${c.lit(p.gold, { angle: 'vertical' })}"/>`);
  c.add(`<path d="M1070 116 l20 6 l-20 6z" fill="${p.cream}"/><path d="M1084 120 l6 2 l-6 2z" fill="${p.ink}"/>`);
  c.add(`<rect x="940" y="116" width="12" height="12" rx="2" fill="${c.lit(darken(p.error, 0.05))}"/>`);
  c.add('</g>');
}

/** A medal on its ribbon, leaning on the stack. */
function medal(c) {
  c.add(`<path d="M1112 40 l14 44 h14 l14 -44z" fill="${c.lit(p.error, { angle: 'vertical' })}"/>`);
  c.add(`<path d="M1126 40 l7 30 l7 -30z" fill="${lighten(p.error, 0.35)}"/>`);
  badge(c, 1133, 100, 24, p.gold, glyphs.check);
}

function exploreCover(mood) {
  const { c, look } = coverGround(mood);
  c.add('<g transform="translate(-40 0)">');
  lesson(c, look);
  cap(c);
  c.add('</g><g transform="translate(20 0)">');
  books(c, look);
  medal(c);
  c.add('</g>');
  return c.toString();
}

export const exploreCoverItems = [
  { name: 'explore-cover', svg: () => exploreCover('light') },
  { name: 'explore-cover-dark', svg: () => exploreCover('dark') },
];
