import { registerBodySchema } from '@/features/auth/types';
import { notificationBulkPatchSchema } from '@/features/notifications/types';
import { example, seeded, type Schema } from './fuzz';
import { mutateBody, mutateQuery } from './fuzz-mutate';
import { jsonSchemaOf } from './openapi';

const register = jsonSchemaOf(registerBodySchema, 'input') as Schema;
const bulkPatch = jsonSchemaOf(notificationBulkPatchSchema, 'input') as Schema;
const cases = (seed: number, count = 30) => {
  const random = seeded(seed);
  return Array.from({ length: count }, () => mutateBody(example(bulkPatch, random), bulkPatch, random));
};

describe('the fuzz cases', () => {
  it('are the same for the same seed, and others for another', () => {
    expect(JSON.stringify(cases(42))).toBe(JSON.stringify(cases(42)));
    expect(JSON.stringify(cases(43))).not.toBe(JSON.stringify(cases(42)));
  });

  it('start from a value the schema accepts', () => {
    const random = seeded(5);
    for (let i = 0; i < 50; i++)
      expect(notificationBulkPatchSchema.safeParse(example(bulkPatch, random)).success).toBe(true);
  });

  it('break a rule the schema checks in most cases, and say which field they broke', () => {
    const all = cases(7, 200);
    const refused = all.filter((c) => !notificationBulkPatchSchema.safeParse(c.value).success);
    expect(refused.length).toBeGreaterThan(150);
    expect(
      all.every((c) => c.changes.every((change) => /^(ids|isRead|ids\.\d+|\(the whole body\)) \S/.test(change))),
    ).toBe(true);
    const kinds = all.flatMap((c) => c.changes).join('\n');
    for (const kind of ['left out', 'wrong type', 'out of range', 'set to null', 'extra field', 'array of 101']) {
      expect(kinds).toContain(kind);
    }
  });

  it('send an extra __proto__ key as data, and odd or over-long text', () => {
    const random = seeded(11);
    const texts = Array.from({ length: 300 }, () => mutateBody(example(register, random), register, random));
    const json = texts.map((c) => JSON.stringify(c.value));
    expect(json.some((text) => text.includes('"__proto__":'))).toBe(true);
    expect(json.some((text) => text.includes('\\ud800'))).toBe(true);
    expect(texts.some((c) => c.changes.some((change) => /set to \d{5} characters/.test(change)))).toBe(true);
  });

  it('keep every query value text', () => {
    const random = seeded(3);
    const schema = { type: 'object', properties: { page: { type: 'integer', minimum: 1 } }, required: ['page'] };
    for (let i = 0; i < 50; i++) {
      const { value } = mutateQuery({ page: '2' }, schema, random);
      expect(Object.values(value).every((v) => typeof v === 'string')).toBe(true);
    }
  });
});
