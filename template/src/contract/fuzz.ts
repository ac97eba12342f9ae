/**
 * The fuzzing step's raw material (check-fuzz.ts): a seeded generator (the same seed gives the same
 * cases, so a failure can be replayed) and a plausible value of a JSON Schema, which the mutations
 * (fuzz-mutate.ts) then break. Only the JSON Schema keywords zod's output uses are read.
 */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Pseudo-random numbers from a 32-bit seed (mulberry32): small, fast and the same on every engine. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)]! };
}
export type Random = ReturnType<typeof seeded>;

/** A schema with its `allOf` parts merged and one `anyOf` branch chosen. */
export function resolve(schema: Schema, random: Random): Schema {
  let out = schema;
  if (out.allOf)
    out = Object.assign({}, ...out.allOf.map((part) => resolve(part, random)), { allOf: undefined }) as Schema;
  if (out.anyOf?.length) out = resolve(random.pick(out.anyOf), random);
  return out;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = (random: Random, length: number) =>
  Array.from({ length }, () => letters[random.int(letters.length)]).join('');
const formats: Record<string, (random: Random) => string> = {
  email: (random) => `fuzz-${word(random, 6)}@example.com`,
  date: () => '2026-03-14',
  'date-time': () => '2026-03-14T09:30:00.000Z',
  uri: () => 'https://example.com/fuzz',
  url: () => 'https://example.com/fuzz',
};

/** A value the schema most likely accepts (patterns aside): the base the mutations start from. */
export function example(schema: Schema, random: Random, depth = 0): unknown {
  const s = resolve(schema, random);
  if ('const' in s) return s.const;
  if (s.enum?.length) return random.pick(s.enum);
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(name) || (depth < 3 && random.next() < 0.5))
          out[name] = example(field, random, depth + 1);
      }
      return out;
    }
    case 'array': {
      const length = Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + random.int(3));
      return depth > 3 ? [] : Array.from({ length }, () => example(s.items ?? {}, random, depth + 1));
    }
    case 'string': {
      if (s.format && formats[s.format]) return formats[s.format]!(random);
      const min = s.minLength ?? 0;
      return word(random, Math.min(s.maxLength ?? min + 12, min + 1 + random.int(12)));
    }
    case 'integer':
    case 'number': {
      const low = Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1) + 1, -1000);
      const high = Math.min(s.maximum ?? (s.exclusiveMaximum ?? 1001) - 1, low + 1000);
      return low + random.int(Math.max(1, high - low + 1));
    }
    case 'boolean':
      return random.next() < 0.5;
    default:
      return word(random, 5);
  }
}
