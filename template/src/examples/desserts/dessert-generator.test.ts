import { generateDesserts, type DessertFlavour, type DessertKind } from './dessert-generator';

const named = (flavour: DessertFlavour, kind: DessertKind) => `${flavour} ${kind}`;

describe('generateDesserts', () => {
  it('makes the same 10,000 rows on every call, numbered 1 to 10,000', () => {
    const rows = generateDesserts(named);
    expect(rows).toHaveLength(10_000);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(generateDesserts(named)).toEqual(rows);
    expect(generateDesserts(named, 10_000, 7)).not.toEqual(rows);
  });

  it('names each row by its flavour and kind, asking once per pair', () => {
    const name = vi.fn(named);
    const rows = generateDesserts(name);
    expect(rows[0]!.name).toMatch(/^\w+ \w+$/);
    expect(name.mock.calls.length).toBeLessThanOrEqual(20 * 20);
    expect(new Set(rows.map((row) => row.name)).size).toBe(name.mock.calls.length);
  });

  it('keeps every row plausible for a 100 g serving', () => {
    for (const row of generateDesserts(named)) {
      expect(row.fat + row.carbs + row.protein).toBeLessThanOrEqual(100);
      expect(row.calories).toBe(Math.round(9 * row.fat + 4 * (row.carbs + row.protein)));
      expect(Math.min(row.fat, row.carbs, row.protein, row.iron)).toBeGreaterThanOrEqual(0);
    }
  });
});
