/**
 * Bad input from a good value and its JSON Schema, one broken rule at a time: a wrong type, a
 * missing required field, a number out of range, an over-long or odd Unicode string, an extra
 * field, a null deep inside. Whether a case is still valid is the schema's own verdict (zod), not
 * this file's: a mutation may well produce input the contract accepts.
 */
import { resolve, type Random, type Schema } from './fuzz';

/** Strings that break naive code: control and format characters, lone surrogates, markup, injections. */
const oddStrings = [
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'tail\udfff',
  '\u202eevil.exe',
  '\ufeffbom',
  '\u200b',
  '   ',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  '𝕿𝖊𝖘𝖘𝖊𝖗𝖆',
  "'; DROP TABLE accounts; --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00%ff',
  '{{7*7}}${7*7}',
  '\\"\n\r\t',
];
const extraKeys = ['__proto__', 'constructor', 'isAdmin', 'id', '$where', 'role', 'extra'];
const oddNumbers = [-1, 0.5, -0, 1e308, -1e308, 2 ** 53 + 2, 1e-300];
const otherTypes: Record<string, unknown[]> = {
  string: [42, true, null, {}, ['text']],
  number: ['12', true, null, [], { value: 1 }],
  integer: ['7', 7.25, false, null, []],
  boolean: ['true', 1, 0, null, {}],
  object: ['object', 0, null, [], [{}]],
  array: ['list', 1, null, {}, { 0: 'x' }],
};

export type Path = (string | number)[];
interface Spot {
  path: Path;
  schema: Schema;
  /** A property its object may not go without. */
  required: boolean;
}

/** Every place in `value` that the schema describes, the root included. */
function spots(value: unknown, schema: Schema, random: Random, path: Path = [], required = true): Spot[] {
  const s = resolve(schema, random);
  const here: Spot[] = [{ path, schema: s, required }];
  if (s.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, field] of Object.entries(s.properties ?? {})) {
      const inner = (value as Record<string, unknown>)[name];
      const isRequired = s.required?.includes(name) ?? false;
      if (inner !== undefined || isRequired) here.push(...spots(inner, field, random, [...path, name], isRequired));
    }
  }
  if (s.type === 'array' && Array.isArray(value) && s.items) {
    value.forEach((item, index) => here.push(...spots(item, s.items!, random, [...path, index], true)));
  }
  return here;
}

/** One broken rule at a spot: what it did (for the report) and the value to put there (`omit` drops it). */
type Mutation = { what: string; value: unknown };
const omit = Symbol('omit');

/** Breaks one rule at a spot; in a query (`query`), every value stays text and nothing nests. */
function mutation(spot: Spot, current: unknown, random: Random, query: boolean): Mutation {
  const s = spot.schema;
  const type = s.type ?? 'string';
  const kinds = ['wrong type', 'odd string', 'extra field', 'out of range', 'long string', 'nested null', 'missing'];
  for (;;) {
    const kind = random.pick(kinds);
    if (kind === 'missing' && spot.path.length && spot.required) return { what: 'left out', value: omit };
    if (kind === 'wrong type') {
      const choices = query ? ['', 'abc', '[object Object]', 'null', '1,2'] : (otherTypes[type] ?? [1]);
      const value = random.pick(choices);
      return { what: `set to ${JSON.stringify(value)} (wrong type)`, value };
    }
    if (kind === 'odd string' && (type === 'string' || query)) {
      const odd = random.pick(oddStrings);
      const value = random.next() < 0.5 || typeof current !== 'string' ? odd : `${current}${odd}`;
      return { what: `set to odd text ${JSON.stringify(value)}`, value };
    }
    if (kind === 'long string' && (type === 'string' || query)) {
      const length = Math.max((s.maxLength ?? 0) + 1, (query ? 2_000 : 10_000) + random.int(query ? 2_000 : 20_000));
      return { what: `set to ${length} characters`, value: 'ü'.repeat(random.int(50)) + 'x'.repeat(length) };
    }
    if (kind === 'out of range' && (type === 'number' || type === 'integer')) {
      const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter((n) => n !== undefined);
      const value = random.pick([...oddNumbers, ...edges.map((n) => n + random.pick([-1, 1]))]);
      return { what: `set to ${value} (out of range)`, value: query ? String(value) : value };
    }
    if (query) continue;
    if (kind === 'out of range' && type === 'array') {
      const items: unknown[] = Array.isArray(current) ? current : [];
      const length = random.next() < 0.5 ? 0 : (s.maxItems ?? 1000) + 1;
      const value = Array.from({ length }, (_, i) => items[i % items.length] ?? i);
      return { what: `set to an array of ${length}`, value };
    }
    if (kind === 'extra field' && type === 'object') {
      const key = random.pick(extraKeys);
      return { what: `given an extra field ${key}`, value: withKey(current, key, random.pick(oddStrings)) };
    }
    if (kind === 'nested null' && spot.path.length > 1) return { what: 'set to null', value: null };
  }
}

/** A copy of an object with one more own key (`__proto__` included: JSON carries it as data). */
function withKey(object: unknown, key: string, value: unknown) {
  const copy = { ...(object as object) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  if (value === omit && !rest.length) delete copy[head];
  else copy[head] = setAt(copy[head], rest, value);
  return copy;
}

const at = (root: unknown, path: Path) => path.reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], root);

export interface FuzzCase<T> {
  value: T;
  /** What was broken, e.g. `products.0.price set to -1 (out of range)`. */
  changes: string[];
}

/** A JSON body: the base with one mutation, sometimes two. */
export function mutateBody(base: unknown, schema: Schema, random: Random): FuzzCase<unknown> {
  let value = base;
  const changes: string[] = [];
  for (let i = random.next() < 0.25 ? 2 : 1; i > 0; i--) {
    const spot = random.pick(spots(value, schema, random));
    const change = mutation(spot, at(value, spot.path), random, false);
    value = setAt(value, spot.path, change.value);
    changes.push(`${spot.path.join('.') || '(the whole body)'} ${change.what}`);
  }
  return { value, changes };
}

/** A query string's values: one parameter broken or left out, or one more parameter. */
export function mutateQuery(
  base: Record<string, string>,
  schema: Schema,
  random: Random,
): FuzzCase<Record<string, string>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    path: [name],
    schema: resolve(field, random),
    required: schema.required?.includes(name) ?? false,
  }));
  if (!fields.length || random.next() < 0.2) {
    const key = random.pick(extraKeys);
    return { value: { ...base, [key]: random.pick(oddStrings) }, changes: [`an extra parameter ${key}`] };
  }
  const spot = random.pick(fields);
  const change = mutation(spot, base[spot.path[0]!], random, true);
  const value = setAt(base, spot.path, change.value) as Record<string, string>;
  return { value, changes: [`${spot.path[0]} ${change.what}`] };
}
