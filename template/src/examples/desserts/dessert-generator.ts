/**
 * 10,000 dessert rows for the virtual-scroll demo, made in the browser from a fixed seed: the same
 * rows on every visit, in about a millisecond per thousand. Generated here rather than served: the
 * demo is about rendering many rows, and 10,000 rows through the demo backend would mean a large
 * JSON answer to parse and validate, and a copy in the browser's storage (where the backend keeps
 * its data) that would crowd out the other demos.
 */
import type { Dessert } from './desserts-api';

/** Flavours and kinds are ids: the caller names them in the user's language (see `generateDesserts`). */
export const dessertFlavours = [
  'vanilla',
  'darkChocolate',
  'saltedCaramel',
  'pistachio',
  'raspberry',
  'matcha',
  'lemon',
  'hazelnut',
  'mango',
  'coconut',
  'espresso',
  'blueberry',
  'blackCherry',
  'maplePecan',
  'honeyLavender',
  'cardamom',
  'orangeBlossom',
  'peanutButter',
  'strawberry',
  'blackSesame',
] as const;
export type DessertFlavour = (typeof dessertFlavours)[number];

/** Typical figures per 100 g of each kind: fat, carbs and protein in grams, iron in % of daily value. */
const kinds = {
  cheesecake: [22, 26, 5.5, 3],
  brownie: [29, 50, 6, 13],
  cupcake: [12, 49, 3.3, 8],
  gelato: [11, 27, 4, 3],
  sorbet: [0.1, 34, 0.4, 1],
  tart: [18, 45, 4.5, 4],
  muffin: [17, 51, 4.6, 8],
  macaron: [17, 58, 7.7, 6],
  mousse: [16, 16, 4.3, 8],
  cookie: [24, 64, 5.4, 12],
  ricePudding: [4, 22, 4, 3],
  eclair: [16, 24, 6.4, 7],
  pannaCotta: [17, 17, 3.3, 1],
  truffle: [35, 45, 5, 15],
  fudge: [12, 76, 2.4, 8],
  crumble: [8, 35, 2, 4],
  pie: [12, 36, 3, 5],
  swirlRoll: [15, 51, 6, 11],
  parfait: [7, 24, 4, 2],
  souffle: [12, 22, 7, 6],
} satisfies Record<string, [fat: number, carbs: number, protein: number, iron: number]>;
export type DessertKind = keyof typeof kinds;
const kindIds = Object.keys(kinds) as DessertKind[];

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * `count` rows with ids 1..count; figures vary by up to 15% around their kind's typical values.
 * `name` words a flavour and a kind ("Vanilla cheesecake", "Cheesecake à la vanille"); it is
 * called once per pair, not once per row.
 */
export function generateDesserts(
  name: (flavour: DessertFlavour, kind: DessertKind) => string,
  count = 10_000,
  seed = 2024,
): Dessert[] {
  const random = seeded(seed);
  const vary = (value: number) => value * (0.85 + random() * 0.3);
  // One name per kind and flavour pair, found by position: 10,000 rows build no lookup keys.
  const names: string[] = [];
  return Array.from({ length: count }, (_, i) => {
    const k = Math.floor(random() * kindIds.length);
    const kind = kindIds[k]!;
    const [fat, carbs, protein, iron] = kinds[kind];
    const f = Math.floor(random() * dessertFlavours.length);
    const pair = k * dessertFlavours.length + f;
    const grams = [vary(fat), vary(carbs), vary(protein)];
    // A serving of 100 g holds at most 100 g of nutrients.
    const scale = Math.min(1, 99 / grams.reduce((sum, g) => sum + g, 0));
    const [fatG, carbsG, proteinG] = grams.map((g) => oneDecimal(g * scale)) as [number, number, number];
    return {
      id: i + 1,
      name: (names[pair] ??= name(dessertFlavours[f]!, kind)),
      calories: Math.round(9 * fatG + 4 * (carbsG + proteinG)),
      fat: fatG,
      carbs: carbsG,
      protein: proteinG,
      iron: Math.round(vary(iron)),
    };
  });
}
