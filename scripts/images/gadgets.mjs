/**
 * Product shots of the help centre's catalogue (the Search page): the store's gadgets, drawn like
 * ./products.mjs (same studio, same three-quarter angle, same light) so both read as one set.
 * The help centre's headphones, fitness watch and 27" monitor use the store's own shots.
 */
import { darken, lighten } from './colour.mjs';
import { palette as p } from './palette.mjs';
import { floor, glass, graphite, lensEdge, metal, shell } from './shot-kit.mjs';
import { box } from './svg.mjs';

export const gadgets = {
  'wireless-earbuds-pro'(c) {
    c.shadow(245, floor, 260);
    box(c, { x: 150, y: 250, w: 190, h: 110, d: 20, colour: shell, r: 40 });
    c.add(`<path d="M150 290 h190" stroke="${darken(shell, 0.2)}" stroke-width="3"/>`);
    c.add(`<circle cx="245" cy="320" r="6" fill="${p.success}"/>`);
    for (const [x, flip] of [
      [190, 1],
      [300, -1],
    ]) {
      c.add(`<rect x="${x - 11}" y="150" width="22" height="96" rx="11" fill="${c.lit(shell, { strength: 0.15 })}"/>`);
      c.add(`<ellipse cx="${x + 14 * flip}" cy="140" rx="38" ry="34" fill="${c.lit(shell, { strength: 0.15 })}"/>`);
      c.add(`<ellipse cx="${x + 30 * flip}" cy="136" rx="14" ry="16" fill="${c.lit(p.primary)}"/>`);
    }
    c.gloss('M164 336 Q160 300 180 282');
  },
  'bluetooth-speaker-go'(c) {
    c.shadow(245, floor, 200);
    c.add(`<rect x="160" y="110" width="170" height="250" rx="85" fill="${c.lit(p.info, { angle: 'horizontal' })}"/>`);
    c.add(`<ellipse cx="245" cy="130" rx="70" ry="18" fill="${lighten(p.info, 0.3)}"/>`);
    for (let row = 0; row < 9; row += 1)
      for (let col = 0; col < 6; col += 1)
        c.add(`<circle cx="${190 + col * 22}" cy="${170 + row * 18}" r="4" fill="${darken(p.info, 0.35)}"/>`);
    c.add(`<rect x="170" y="330" width="150" height="20" rx="10" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="222" y="116" width="46" height="10" rx="5" fill="${darken(p.info, 0.3)}"/>`);
    c.gloss('M174 200 Q172 150 196 128');
  },
  'studio-monitor-pair'(c) {
    for (const [x, h] of [
      [90, 240],
      [262, 250],
    ]) {
      c.shadow(x + 64, floor, 150, { depth: 0.1 });
      box(c, { x, y: floor - h, w: 128, h: h - 6, d: 22, colour: p.ink, r: 10 });
      c.add(`<circle cx="${x + 64}" cy="${floor - h + 60}" r="24" fill="${c.lit(graphite)}"/>`);
      c.add(`<circle cx="${x + 64}" cy="${floor - h + 60}" r="10" fill="${p.gold}"/>`);
      c.add(`<circle cx="${x + 64}" cy="${floor - 80}" r="46" fill="${c.lit(graphite)}"/>`);
      c.add(`<circle cx="${x + 64}" cy="${floor - 80}" r="30" fill="${c.radial(lensEdge, '#1d1930')}"/>`);
      c.add(`<circle cx="${x + 64}" cy="${floor - 80}" r="8" fill="${p.gold}"/>`);
    }
  },
  'kids-gps-watch'(c) {
    c.shadow(240, floor, 150);
    c.add(`<path d="M200 40 h80 l8 110 h-96z M192 320 h96 l-8 60 h-80z" fill="${c.lit(p.warning)}"/>`);
    box(c, { x: 170, y: 140, w: 140, h: 170, d: 16, colour: lighten(p.info, 0.1), r: 48 });
    c.add(`<rect x="186" y="156" width="108" height="138" rx="38" fill="${glass}"/>`);
    c.add(
      `<path d="M240 190 a26 26 0 0 1 26 26 c0 22 -26 46 -26 46 s-26 -24 -26 -46 a26 26 0 0 1 26 -26z" fill="${p.error}"/>`,
    );
    c.add(`<circle cx="240" cy="216" r="10" fill="#ffffff"/>`);
    c.add(`<rect x="317" y="196" width="12" height="40" rx="5" fill="${p.error}"/>`);
  },
  'fitness-band-lite'(c) {
    c.shadow(245, floor, 280, { depth: 0.08 });
    c.add(`<ellipse cx="245" cy="260" rx="150" ry="82" fill="none" stroke="${c.lit(p.success)}" stroke-width="34"/>`);
    c.add(`<rect x="190" y="150" width="110" height="56" rx="26" fill="${c.lit(p.ink)}"/>`);
    c.add(`<rect x="202" y="160" width="86" height="36" rx="18" fill="${glass}"/>`);
    c.add(
      `<path d="M214 180 h14 l6 -10 l8 20 l6 -10 h30" stroke="${p.success}" stroke-width="4" fill="none" stroke-linejoin="round"/>`,
    );
    c.gloss('M120 240 Q140 196 186 182');
  },
  'smart-thermostat'(c) {
    c.shadow(245, floor, 230);
    c.add(`<circle cx="245" cy="220" r="130" fill="${c.lit(metal)}"/>`);
    c.add(`<circle cx="245" cy="220" r="106" fill="${glass}"/>`);
    c.add(
      `<circle cx="245" cy="220" r="84" fill="none" stroke="${p.warning}" stroke-width="10" stroke-dasharray="300 230" stroke-linecap="round" transform="rotate(135 245 220)"/>`,
    );
    // The eco leaf the screen shows when the schedule saves energy (no text: the set draws no letters).
    c.add(`<path d="M245 268 C205 250 205 196 262 168 C276 214 272 250 245 268z" fill="${c.lit(p.success)}"/>`);
    c.add(`<path d="M245 268 Q248 220 262 184" stroke="${glass}" stroke-width="3" fill="none" opacity="0.5"/>`);
    c.gloss('M140 180 Q160 120 214 100', 0.6);
  },
  'robot-vacuum'(c) {
    c.shadow(245, floor, 340, { depth: 0.1 });
    c.add(`<ellipse cx="245" cy="322" rx="170" ry="52" fill="${c.lit(darken(p.ink, 0.1))}"/>`);
    c.add(`<ellipse cx="245" cy="300" rx="170" ry="52" fill="${c.lit(p.ink)}"/>`);
    c.add(`<ellipse cx="245" cy="290" rx="140" ry="38" fill="${c.lit(graphite)}"/>`);
    c.add(`<ellipse cx="245" cy="276" rx="34" ry="12" fill="${c.lit(metal)}"/>`);
    c.add(`<circle cx="310" cy="292" r="6" fill="${p.info}"/>`);
    c.gloss('M110 300 Q150 260 230 252');
  },
  'espresso-machine'(c) {
    c.shadow(245, floor, 300);
    box(c, { x: 110, y: 90, w: 260, h: 270, d: 22, colour: metal, r: 14 });
    c.add(`<rect x="110" y="90" width="260" height="70" rx="14" fill="${c.lit(p.error)}"/>`);
    c.add(`<rect x="150" y="200" width="180" height="20" rx="8" fill="${c.lit(p.ink)}"/>`);
    c.add(`<path d="M184 220 h112 l-10 24 h-92z" fill="${p.ink}"/>`);
    c.add(
      `<path d="M206 286 h60 l-6 46 h-48z" fill="#ffffff"/><rect x="212" y="292" width="48" height="10" fill="${p.wood}"/>`,
    );
    c.add(`<rect x="140" y="332" width="200" height="14" rx="4" fill="${darken(metal, 0.3)}"/>`);
    c.add(`<circle cx="336" cy="125" r="14" fill="${c.lit(metal)}"/>`);
    c.gloss('M124 300 V180');
  },
  'smart-plug-duo'(c) {
    for (const [x, y] of [
      [110, 150],
      [250, 190],
    ]) {
      c.shadow(x + 64, y + 174, 150, { depth: 0.1 });
      box(c, { x, y, w: 128, h: 160, d: 20, colour: shell, r: 30 });
      c.add(`<circle cx="${x + 64}" cy="${y + 70}" r="38" fill="${c.lit('#e6e2f0')}"/>`);
      c.add(`<rect x="${x + 50}" y="${y + 58}" width="8" height="22" rx="3" fill="${p.ink}"/>`);
      c.add(`<rect x="${x + 70}" y="${y + 58}" width="8" height="22" rx="3" fill="${p.ink}"/>`);
      c.add(`<circle cx="${x + 64}" cy="${y + 134}" r="7" fill="${p.success}"/>`);
    }
  },
  'mechanical-keyboard'(c) {
    c.shadow(245, floor, 380, { depth: 0.06 });
    box(c, { x: 50, y: 230, w: 380, h: 120, d: 40, colour: metal, r: 12 });
    const keys = [p.primary, shell, shell, shell, shell, shell, shell, p.warning];
    for (let row = 0; row < 4; row += 1)
      keys.forEach((tone, col) => {
        const colour = row === 3 && col > 1 && col < 6 ? shell : tone;
        if (row === 3 && col > 2 && col < 6) return;
        const w = row === 3 && col === 2 ? 166 : 38;
        c.add(
          `<rect x="${66 + col * 45}" y="${244 + row * 26}" width="${w}" height="20" rx="5" fill="${c.lit(colour, { strength: 0.12 })}"/>`,
        );
      });
  },
  'portable-ssd-1-tb'(c) {
    c.shadow(245, floor, 280, { depth: 0.08 });
    box(c, { x: 130, y: 220, w: 220, h: 130, d: 44, colour: p.ink, r: 22 });
    c.add(`<rect x="140" y="230" width="200" height="110" rx="16" fill="${c.lit(graphite)}"/>`);
    c.add(`<rect x="160" y="270" width="90" height="10" rx="5" fill="${p.info}"/>`);
    c.add(`<rect x="160" y="290" width="60" height="8" rx="4" fill="${metal}" opacity="0.6"/>`);
    c.add(
      `<path d="M350 290 q60 0 70 -60 t40 -80" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
    c.add(`<rect x="438" y="130" width="26" height="34" rx="5" fill="${c.lit(metal)}"/>`);
    c.gloss('M146 320 V250 q0 -14 14 -16');
  },
  'gaming-mouse'(c) {
    c.shadow(245, floor, 230);
    c.add(
      `<path d="M245 70 C340 70 350 200 340 280 C330 350 290 370 245 370 C200 370 160 350 150 280 C140 200 150 70 245 70z" fill="${c.lit(p.ink)}"/>`,
    );
    c.add(`<path d="M245 70 V190" stroke="${glass}" stroke-width="4"/>`);
    c.add(`<rect x="235" y="108" width="20" height="44" rx="10" fill="${c.lit(graphite)}"/>`);
    c.add(
      `<path d="M160 250 Q150 200 162 150 M330 250 Q340 200 328 150" stroke="${p.primary}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    );
    c.add(`<path d="M210 320 q35 18 70 0" stroke="${p.info}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
    c.gloss('M170 190 Q176 100 232 80');
  },
};

/** The catalogue's gadgets with their category; ./sets.mjs draws them on their category's backdrop. */
export const gadgetCategories = {
  'wireless-earbuds-pro': 'Audio',
  'bluetooth-speaker-go': 'Audio',
  'studio-monitor-pair': 'Audio',
  'kids-gps-watch': 'Wearables',
  'fitness-band-lite': 'Wearables',
  'smart-thermostat': 'Home',
  'robot-vacuum': 'Home',
  'espresso-machine': 'Home',
  'smart-plug-duo': 'Home',
  'mechanical-keyboard': 'Computing',
  'portable-ssd-1-tb': 'Computing',
  'gaming-mouse': 'Computing',
};
