import { generateDesserts } from './dessert-generator';

describe('generateDesserts', () => {
  it('makes the same 10,000 rows on every call, numbered 1 to 10,000', () => {
    const rows = generateDesserts();
    expect(rows).toHaveLength(10_000);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(generateDesserts()).toEqual(rows);
    expect(generateDesserts(10_000, 7)).not.toEqual(rows);
  });

  it('keeps every row plausible for a 100 g serving', () => {
    for (const row of generateDesserts()) {
      expect(row.fat + row.carbs + row.protein).toBeLessThanOrEqual(100);
      expect(row.calories).toBe(Math.round(9 * row.fat + 4 * (row.carbs + row.protein)));
      expect(Math.min(row.fat, row.carbs, row.protein, row.iron)).toBeGreaterThanOrEqual(0);
    }
  });
});
