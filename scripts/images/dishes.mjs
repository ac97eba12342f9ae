/**
 * Dishes of the restaurant menu, seen from above on the same table under the same light: a plate
 * (or a glass for drinks) with its food built from a few shared shapes.
 */
import { darken, lighten, mix } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { Canvas } from './svg.mjs';

const W = 640;
const H = 360;
const cx = 320;
const cy = 180;

/** A deterministic scatter, so the pictures are the same on every run. */
function* scatter(seed, count, radius) {
  let s = seed;
  const next = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < count; i += 1) {
    const a = next() * Math.PI * 2;
    const r = Math.sqrt(next()) * radius;
    yield [cx + Math.cos(a) * r, cy + Math.sin(a) * r, next()];
  }
}

function table(c, cloth) {
  c.add(`<rect width="${W}" height="${H}" fill="${c.lit(p.wood, { strength: 0.18 })}"/>`);
  for (let y = 18; y < H; y += 46)
    c.add(
      `<path d="M0 ${y} Q320 ${y + 10} 640 ${y - 4}" stroke="${darken(p.wood, 0.2)}" stroke-width="1.5" fill="none" opacity="0.35"/>`,
    );
  c.add(
    `<rect x="${W - 150}" y="0" width="120" height="${H}" fill="${c.lit(lighten(cloth, 0.55), { strength: 0.12 })}"/>`,
  );
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial('#ffffff', '#ffffff', { cx: 0.2, cy: 0.1, r: 0.8, innerOpacity: 0.35, outerOpacity: 0 })}"/>`,
  );
}

function plate(c, colour = '#fbfaf7', r = 140) {
  c.add(`<circle cx="${cx + 12}" cy="${cy + 14}" r="${r}" fill="#1b1530" opacity="0.35" filter="${c.blur(10)}"/>`);
  c.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.lit(colour, { strength: 0.08 })}"/>`);
  c.add(`<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="${darken(colour, 0.05)}"/>`);
  c.add(
    `<path d="M${cx - r * 0.86} ${cy - r * 0.3} A${r * 0.9} ${r * 0.9} 0 0 1 ${cx - r * 0.2} ${cy - r * 0.88}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/>`,
  );
}

function bowl(c, colour, fill) {
  plate(c, colour, 136);
  c.add(
    `<circle cx="${cx}" cy="${cy}" r="104" fill="${c.radial(lighten(fill, 0.15), darken(fill, 0.2), { cx: 0.4, cy: 0.4, r: 0.65 })}"/>`,
  );
}

function cutlery(c) {
  c.add(`<g opacity="0.9"><rect x="120" y="60" width="10" height="240" rx="5" fill="${c.lit('#d7d5df')}"/>`);
  c.add(`<rect x="510" y="60" width="12" height="240" rx="6" fill="${c.lit('#d7d5df')}"/></g>`);
}

const leaves = (c, seed, n, radius, colour = p.leaf) => {
  for (const [x, y, t] of scatter(seed, n, radius)) {
    c.add(
      `<ellipse cx="${x}" cy="${y}" rx="${14 + t * 10}" ry="${7 + t * 4}" fill="${c.lit(mix(colour, '#a8d45a', t * 0.5))}" transform="rotate(${t * 180} ${x} ${y})"/>`,
    );
  }
};
const dots = (c, seed, n, radius, colour, size = 6) => {
  for (const [x, y, t] of scatter(seed, n, radius))
    c.add(`<circle cx="${x}" cy="${y}" r="${size * (0.6 + t * 0.6)}" fill="${c.lit(colour)}"/>`);
};
const rings = (c, seed, n, radius) => {
  for (const [x, y] of scatter(seed, n, radius))
    c.add(`<circle cx="${x}" cy="${y}" r="17" fill="none" stroke="${c.lit(p.gold)}" stroke-width="10"/>`);
};

const draw = {
  'crispy-calamari'(c) {
    plate(c);
    rings(c, 3, 11, 70);
    c.add(`<path d="M${cx + 40} ${cy - 70} a26 26 0 0 1 40 36z" fill="${c.lit('#f5d442')}"/>`);
    c.add(`<circle cx="${cx - 60}" cy="${cy + 50}" r="24" fill="${lighten(p.cream, 0.4)}"/>`);
  },
  'tomato-bruschetta'(c) {
    plate(c, '#f3f1ec');
    for (const [dx, rot] of [
      [-60, -12],
      [10, 6],
      [75, -4],
    ]) {
      c.add(
        `<rect x="${cx + dx - 34}" y="${cy - 70}" width="68" height="140" rx="20" fill="${c.lit('#d39a55')}" transform="rotate(${rot} ${cx + dx} ${cy})"/>`,
      );
    }
    dots(c, 8, 22, 80, p.tomato, 9);
    leaves(c, 4, 6, 70);
  },
  'spiced-lamb-skewers'(c) {
    plate(c, '#efe9df');
    for (const dy of [-50, 0, 50]) {
      c.add(`<rect x="${cx - 130}" y="${cy + dy - 3}" width="260" height="6" rx="3" fill="${p.cream}"/>`);
      for (let i = 0; i < 5; i += 1)
        c.add(
          `<rect x="${cx - 100 + i * 40}" y="${cy + dy - 16}" width="32" height="32" rx="9" fill="${c.lit(i % 2 ? '#7a3b22' : '#9b5230')}"/>`,
        );
    }
    c.add(`<circle cx="${cx + 100}" cy="${cy + 90}" r="22" fill="#f4f1ea"/>`);
    leaves(c, 2, 3, 20);
  },
  'garden-greens'(c) {
    bowl(c, '#ffffff', '#dfe9c8');
    leaves(c, 11, 38, 90);
    dots(c, 5, 8, 70, '#9bd17a', 10);
    dots(c, 6, 6, 70, '#e46a8a', 7);
  },
  'roasted-beet-feta'(c) {
    plate(c, '#f6f4ef');
    dots(c, 13, 14, 85, '#8a1f4a', 15);
    dots(c, 17, 10, 80, '#fffaf0', 11);
    dots(c, 21, 8, 80, p.wood, 7);
    leaves(c, 23, 6, 80);
  },
  'chicken-caesar'(c) {
    bowl(c, '#ffffff', '#e8efcf');
    leaves(c, 29, 30, 90, '#6fae4f');
    for (const [x, y, t] of scatter(31, 7, 60))
      c.add(
        `<rect x="${x - 22}" y="${y - 10}" width="44" height="20" rx="8" fill="${c.lit('#d9a25f')}" transform="rotate(${t * 90} ${x} ${y})"/>`,
      );
    dots(c, 37, 10, 80, '#f6e6a8', 5);
  },
  'wild-mushroom-risotto'(c) {
    bowl(c, '#2f2b3a', '#efe0b8');
    dots(c, 41, 60, 90, '#f7ecca', 4);
    for (const [x, y, t] of scatter(43, 7, 70))
      c.add(
        `<path d="M${x - 16} ${y} a16 13 0 0 1 32 0 h-10 v14 h-12 v-14z" fill="${c.lit('#8c5a36')}" transform="rotate(${t * 60} ${x} ${y})"/>`,
      );
    leaves(c, 47, 5, 60, '#3f7d3a');
  },
  'seared-salmon'(c) {
    plate(c);
    dots(c, 53, 12, 70, '#f1dca0', 14);
    c.add(
      `<path d="M${cx - 80} ${cy - 40} q80 -40 160 0 q10 40 -10 70 q-70 20 -140 0 q-20 -30 -10 -70z" fill="${c.lit('#f08a5b')}"/>`,
    );
    for (let i = 0; i < 5; i += 1)
      c.add(`<path d="M${cx - 55 + i * 28} ${cy - 44} q10 30 0 64" stroke="#ffd0b0" stroke-width="4" fill="none"/>`);
    c.add(
      `<path d="M${cx - 80} ${cy - 40} q80 -40 160 0" stroke="#5a2a1c" stroke-width="10" fill="none" opacity="0.7"/>`,
    );
    leaves(c, 59, 4, 40, '#3f8a46');
  },
  'braised-short-rib'(c) {
    plate(c, '#f1eee8');
    c.add(`<ellipse cx="${cx}" cy="${cy}" rx="90" ry="70" fill="${c.lit('#efe3c5')}"/>`);
    c.add(`<rect x="${cx - 60}" y="${cy - 42}" width="120" height="84" rx="24" fill="${c.lit('#5a2717')}"/>`);
    c.add(
      `<path d="M${cx - 100} ${cy + 60} q100 40 200 0" stroke="#6e1f1a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
    leaves(c, 61, 3, 30);
  },
  'vegetable-curry'(c) {
    bowl(c, '#ffffff', '#f2b04a');
    dots(c, 67, 14, 80, p.leaf, 10);
    dots(c, 71, 10, 80, p.tomato, 9);
    dots(c, 73, 10, 80, '#f7e7b5', 8);
    c.add(
      `<path d="M${cx + 20} ${cy - 20} q30 30 60 10" stroke="#fff6e6" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    );
  },
  'dark-chocolate-tart'(c) {
    plate(c, '#f4f2ee');
    c.add(
      `<path d="M${cx} ${cy} L${cx - 40} ${cy - 100} A108 108 0 0 1 ${cx + 70} ${cy - 82}z" fill="${c.lit('#8a5a33')}"/>`,
    );
    c.add(
      `<path d="M${cx} ${cy - 10} L${cx - 30} ${cy - 86} A92 92 0 0 1 ${cx + 58} ${cy - 72}z" fill="${c.lit('#3a1f16')}"/>`,
    );
    dots(c, 79, 6, 20, '#ffffff', 3);
    c.add(`<circle cx="${cx + 50}" cy="${cy + 50}" r="26" fill="#fdf5e4"/>`);
    dots(c, 83, 5, 40, p.error, 8);
  },
  'lemon-panna-cotta'(c) {
    plate(c, '#dfe8f5');
    c.add(
      `<circle cx="${cx}" cy="${cy}" r="72" fill="${c.radial('#fffdf5', '#efe6cf', { cx: 0.4, cy: 0.35, r: 0.7 })}"/>`,
    );
    c.add(`<circle cx="${cx}" cy="${cy}" r="44" fill="${c.lit('#f7d645')}" opacity="0.9"/>`);
    dots(c, 89, 10, 100, '#d8b27a', 7);
    leaves(c, 97, 2, 20, '#3f8a46');
  },
  'fresh-mint-lemonade'(c) {
    glass(c, '#f9ec9a', 101);
    for (const [x, y] of scatter(103, 3, 40)) {
      c.add(
        `<circle cx="${x}" cy="${y}" r="26" fill="${c.lit('#f5d442')}"/><circle cx="${x}" cy="${y}" r="19" fill="#fbeaa0"/>`,
      );
    }
    leaves(c, 107, 6, 60);
  },
  'cold-brew-coffee'(c) {
    glass(c, '#5a3320', 109);
    for (const [x, y, t] of scatter(113, 5, 50))
      c.add(
        `<rect x="${x - 18}" y="${y - 18}" width="36" height="36" rx="8" fill="#e9f2ff" opacity="0.55" transform="rotate(${t * 90} ${x} ${y})"/>`,
      );
  },
  'mango-lassi'(c) {
    glass(c, '#f6b23c', 127);
    c.add(`<circle cx="${cx}" cy="${cy}" r="60" fill="#fff3d4" opacity="0.6"/>`);
    dots(c, 131, 10, 50, '#7a5a2a', 2.5);
    leaves(c, 137, 2, 20, '#3f8a46');
  },
};

/** A drink seen from above: coaster, glass rim and the drink, with a straw. */
function glass(c, drink, seed) {
  c.add(`<circle cx="${cx + 14}" cy="${cy + 16}" r="118" fill="#1b1530" opacity="0.3" filter="${c.blur(10)}"/>`);
  c.add(`<circle cx="${cx}" cy="${cy}" r="130" fill="${c.lit(p.cream, { strength: 0.1 })}"/>`);
  c.add(`<circle cx="${cx}" cy="${cy}" r="104" fill="#ffffff" opacity="0.7"/>`);
  c.add(
    `<circle cx="${cx}" cy="${cy}" r="94" fill="${c.radial(lighten(drink, 0.2), darken(drink, 0.1), { cx: 0.4, cy: 0.4, r: 0.7 })}"/>`,
  );
  c.add(
    `<path d="M${cx + 20} ${cy - 20} L${cx + 150} ${cy - 140}" stroke="${p.error}" stroke-width="12" stroke-linecap="round"/>`,
  );
  c.add(
    `<path d="M${cx - 80} ${cy - 40} A90 90 0 0 1 ${cx - 30} ${cy - 86}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.8"/>`,
  );
  void seed;
}

const cloth = { Appetizer: p.warning, Salad: p.success, 'Main Course': p.primary, Dessert: p.error, Beverages: p.info };

export function dishSvg(name, type) {
  const c = new Canvas(W, H);
  table(c, cloth[type]);
  cutlery(c);
  draw[name](c);
  return c.toString();
}
