/**
 * The demo backend's store: named collections seeded from mocks/data and persisted in
 * localStorage, so demo edits survive reloads. `resetDb()` restores every seed (the customizer's
 * "Reset demo data"). Collections created with `{ persist: 'always' }` (sessions) survive a reset.
 * Each collection's seed has a version (`seedVersion`): a visitor's stored data of an older
 * version is dropped the first time the page reads it, so a release that changes a seed shows it
 * to every visitor.
 */

export type Id = string | number;

export interface Collection<T extends { id: Id }> {
  all(): T[];
  find(id: Id): T | undefined;
  insert(item: T): T;
  update(id: Id, patch: Partial<T>): T | undefined;
  remove(id: Id): boolean;
  replaceAll(items: T[]): void;
  /** Highest numeric id (or trailing number of a string id) plus one. */
  nextId(): number;
}

export interface CollectionOptions {
  /** `'always'`: kept by resetDb (e.g. issued tokens). @default 'seed' */
  persist?: 'seed' | 'always';
  /**
   * The version of the seed. Bump it when a release changes what the seed holds or its shape: data
   * a visitor stored under an older version is then replaced by the new seed at start (their edits
   * of that collection go with it). Data stored before versions existed counts as version 1.
   * @default 1
   */
  seedVersion?: number;
}

const prefix = 'tessera-db:';
/** Where a collection's stored seed version lives, beside its items (outside `prefix`, so another tab's write of it invalidates nothing). */
const versionPrefix = 'tessera-db-seed:';
/**
 * Set by the first change of seeded data, cleared by a reset: pages pre-rendered with the seed's
 * answers (config/paths.ts `answersInPage`) show their markup only while it is absent
 * (public/theme-init.js reads it before the first paint).
 */
export const changedKey = 'tessera-db-changed';

interface Entry {
  reset(): void;
  invalidate(): void;
  options: CollectionOptions;
}
const registry = new Map<string, Entry>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// Another tab changed the store: drop cached copies so the next read sees its writes.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) registry.forEach((e) => e.invalidate());
    else if (event.key.startsWith(prefix)) registry.get(event.key.slice(prefix.length))?.invalidate();
  });
}

const sameId = (a: Id, b: Id) => String(a) === String(b);

function numericPart(id: Id): number {
  if (typeof id === 'number') return id;
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : 0;
}

export function collection<T extends { id: Id }>(
  name: string,
  seed: () => T[],
  options: CollectionOptions = {},
): Collection<T> {
  const key = prefix + name;
  const versionKey = versionPrefix + name;
  const seedVersion = options.seedVersion ?? 1;
  let cache: T[] | null = null;

  /** The stored items, unless they were stored under another seed version: then they are dropped. */
  function stored(): string | null | undefined {
    const store = storage();
    const raw = store?.getItem(key);
    if (raw == null || Number(store?.getItem(versionKey) ?? 1) === seedVersion) return raw;
    store?.removeItem(key);
    store?.removeItem(versionKey);
    return null;
  }

  function load(): T[] {
    if (cache) return cache;
    const raw = stored();
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) return (cache = parsed as T[]);
      } catch {
        // A corrupted entry falls back to the seed rather than breaking every screen.
      }
    }
    return (cache = structuredClone(seed()));
  }

  function save(items: T[]): void {
    cache = items;
    try {
      storage()?.setItem(key, JSON.stringify(items));
      storage()?.setItem(versionKey, String(seedVersion));
      if (options.persist !== 'always') storage()?.setItem(changedKey, '1');
    } catch {
      // Quota exceeded or storage blocked: keep working in memory for this page.
    }
  }

  registry.set(name, {
    options,
    reset() {
      storage()?.removeItem(key);
      storage()?.removeItem(versionKey);
      cache = null;
    },
    invalidate() {
      cache = null;
    },
  });

  return {
    all: () => structuredClone(load()),
    find: (id) => {
      const item = load().find((i) => sameId(i.id, id));
      return item ? structuredClone(item) : undefined;
    },
    insert(item) {
      save([...load(), structuredClone(item)]);
      return structuredClone(item);
    },
    update(id, patch) {
      const items = load();
      const index = items.findIndex((i) => sameId(i.id, id));
      if (index < 0) return undefined;
      const next = { ...items[index], ...patch, id: items[index]!.id } as T;
      save(items.map((item, i) => (i === index ? next : item)));
      return structuredClone(next);
    },
    remove(id) {
      const items = load();
      const next = items.filter((i) => !sameId(i.id, id));
      if (next.length === items.length) return false;
      save(next);
      return true;
    },
    replaceAll(items) {
      save(structuredClone(items));
    },
    nextId: () => load().reduce((max, item) => Math.max(max, numericPart(item.id)), 0) + 1,
  };
}

/**
 * Restores every seeded collection; collections marked `persist: 'always'` are kept unless
 * `everything` is set (tests start from a clean store that way).
 */
export function resetDb(options: { everything?: boolean } = {}): void {
  registry.forEach((entry) => {
    if (options.everything || entry.options.persist !== 'always') entry.reset();
  });
  storage()?.removeItem(changedKey);
}
