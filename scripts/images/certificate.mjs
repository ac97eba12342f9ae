/**
 * The academy's certificate, as the cutout its banner shows on the primary colour: a diploma on
 * cream paper with a gold frame, the learner's name as a flourish, a signature and a gold seal with
 * ribbons, a few mosaic tiles around it. Transparent ground, 400 x 300.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas } from './svg.mjs';
import { tile } from './stage.mjs';

const paper = '#fbf5e6';
const ink = '#6b5a3a';

/** The five-pointed star of the seal, centred on (x, y). */
function star(x, y, r) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join(' L')}z`;
}

export function certificateSvg() {
  const c = new Canvas(400, 300);
  tile(c, 26, 44, 26, p.success, { rotate: -16 });
  tile(c, 352, 28, 20, p.gold, { rotate: 20, round: 0.5 });
  tile(c, 356, 236, 16, p.info, { rotate: 10 });
  c.add(`<rect x="72" y="66" width="256" height="184" rx="10" fill="#1b1530" opacity="0.28" filter="${c.blur(9)}"/>`);
  c.add('<g transform="rotate(-5 200 150)">');
  c.add(`<rect x="64" y="52" width="256" height="184" rx="10" fill="${c.lit(paper, { strength: 0.06 })}"/>`);
  c.add(
    `<rect x="76" y="64" width="232" height="160" rx="6" fill="none" stroke="${c.lit(p.gold, { strength: 0.2 })}" stroke-width="4"/>`,
  );
  c.add(
    `<rect x="84" y="72" width="216" height="144" rx="4" fill="none" stroke="${p.gold}" stroke-width="1.2" opacity="0.6"/>`,
  );
  c.add(`<rect x="142" y="88" width="100" height="12" rx="6" fill="${ink}"/>`);
  c.add(`<rect x="162" y="108" width="60" height="6" rx="3" fill="${lighten(ink, 0.55)}"/>`);
  // The learner's name, as a flourish in the theme's colour.
  c.add(
    `<path d="M118 144 q10 -22 20 -2 t20 0 q8 -18 18 -2 t22 2 q10 -14 20 0 q12 10 30 -6" fill="none" stroke="${p.primary}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  c.add(`<rect x="112" y="156" width="160" height="2" rx="1" fill="${lighten(ink, 0.6)}"/>`);
  for (const [y, w] of [
    [170, 132],
    [182, 100],
  ])
    c.add(`<rect x="${192 - w / 2}" y="${y}" width="${w}" height="6" rx="3" fill="${lighten(ink, 0.6)}"/>`);
  c.add(
    `<path d="M102 204 q8 -14 14 -2 q4 8 10 -4 q6 -10 10 2 q3 6 12 -2" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`,
  );
  c.add(`<rect x="98" y="210" width="64" height="2" rx="1" fill="${lighten(ink, 0.5)}"/>`);
  c.add('</g>');
  // The seal, over the paper's corner, with its two ribbon tails.
  c.shadow(292, 262, 70, { depth: 0.12, opacity: 0.3 });
  c.add(`<path d="M270 214 l-16 56 l18 -8 l10 16 l12 -52z" fill="${c.lit(p.error)}"/>`);
  c.add(`<path d="M306 214 l16 56 l-18 -8 l-10 16 l-12 -52z" fill="${c.lit(darken(p.error, 0.15))}"/>`);
  c.add(`<circle cx="288" cy="206" r="36" fill="${c.lit(p.gold)}"/>`);
  c.add(
    `<circle cx="288" cy="206" r="27" fill="none" stroke="${darken(p.gold, 0.25)}" stroke-width="2.5" stroke-dasharray="3 4"/>`,
  );
  c.add(`<path d="${star(288, 206, 15)}" fill="${lighten(p.gold, 0.55)}"/>`);
  c.gloss('M262 194 a28 28 0 0 1 16 -18', 0.6);
  return c.toString();
}
