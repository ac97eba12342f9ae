import { changedKey, collection, resetDb } from './db';

interface Item {
  id: number | string;
  name: string;
  tags?: string[];
}

const seed = (): Item[] => [
  { id: 1, name: 'one' },
  { id: 2, name: 'two', tags: ['a'] },
];

let counter = 0;
const fresh = () => `test-${++counter}`;

describe('collection()', () => {
  it('starts from the seed and supports the CRUD operations', () => {
    const items = collection(fresh(), seed);
    expect(items.all()).toEqual(seed());
    expect(items.find(2)?.name).toBe('two');
    expect(items.find('2')?.name).toBe('two');
    expect(items.find(9)).toBeUndefined();

    expect(items.insert({ id: items.nextId(), name: 'three' })).toEqual({ id: 3, name: 'three' });
    expect(items.update(3, { name: 'THREE', id: 99 })).toEqual({ id: 3, name: 'THREE' });
    expect(items.update(42, { name: 'x' })).toBeUndefined();
    expect(items.remove(1)).toBe(true);
    expect(items.remove(1)).toBe(false);
    expect(items.all().map((i) => i.id)).toEqual([2, 3]);

    items.replaceAll([{ id: 'A7', name: 'seven' }]);
    expect(items.all()).toEqual([{ id: 'A7', name: 'seven' }]);
    expect(items.nextId()).toBe(8);
  });

  it('hands out copies, so callers cannot change the store by accident', () => {
    const items = collection(fresh(), seed);
    const read = items.find(2)!;
    read.tags!.push('mutated');
    items.all()[0]!.name = 'mutated';
    expect(items.find(2)?.tags).toEqual(['a']);
    expect(items.find(1)?.name).toBe('one');
  });

  it('marks the first change of seeded data until a reset (pages built with the seed read it)', () => {
    resetDb();
    const sessions = collection(fresh(), seed, { persist: 'always' });
    const items = collection(fresh(), seed);
    items.all();
    sessions.insert({ id: 3, name: 'a session' });
    expect(localStorage.getItem(changedKey)).toBeNull();
    items.update(1, { name: 'changed' });
    expect(localStorage.getItem(changedKey)).not.toBeNull();
    resetDb();
    expect(localStorage.getItem(changedKey)).toBeNull();
    expect(items.find(1)?.name).toBe('one');
  });

  it('persists across page loads (a second instance reads the same storage)', () => {
    const name = fresh();
    collection(name, seed).insert({ id: 3, name: 'kept' });
    expect(collection(name, seed).find(3)?.name).toBe('kept');
    expect(JSON.parse(localStorage.getItem(`tessera-db:${name}`)!)).toHaveLength(3);
  });

  it('falls back to the seed when storage holds garbage', () => {
    const name = fresh();
    localStorage.setItem(`tessera-db:${name}`, '{not json');
    expect(collection(name, seed).all()).toEqual(seed());
  });

  it('resetDb restores seeds but keeps always-persisted collections unless asked', () => {
    const data = collection(fresh(), seed);
    const kept = collection<Item>(fresh(), () => [], { persist: 'always' });
    data.remove(1);
    kept.insert({ id: 1, name: 'session' });

    resetDb();
    expect(data.all()).toEqual(seed());
    expect(kept.all()).toHaveLength(1);

    resetDb({ everything: true });
    expect(kept.all()).toEqual([]);
  });

  it('replaces data stored under an older seed version by the current seed', () => {
    const name = fresh();
    collection(name, seed).insert({ id: 3, name: 'saved under version 1' });
    const bumped = collection(name, seed, { seedVersion: 2 });
    expect(bumped.all()).toEqual(seed());
    expect(localStorage.getItem(`tessera-db:${name}`)).toBeNull();

    bumped.insert({ id: 4, name: 'saved under version 2' });
    expect(localStorage.getItem(`tessera-db-seed:${name}`)).toBe('2');
    expect(collection(name, seed, { seedVersion: 3 }).find(4)).toBeUndefined();
  });

  it('keeps data stored under the current seed version', () => {
    const name = fresh();
    collection(name, seed, { seedVersion: 2 }).insert({ id: 3, name: 'kept' });
    expect(collection(name, seed, { seedVersion: 2 }).find(3)?.name).toBe('kept');
  });

  it('reads data stored before seed versions existed as version 1', () => {
    const name = fresh();
    const legacy = [{ id: 7, name: 'stored by an older release' }];
    localStorage.setItem(`tessera-db:${name}`, JSON.stringify(legacy));
    expect(collection(name, seed).all()).toEqual(legacy);
    localStorage.setItem(`tessera-db:${name}`, JSON.stringify(legacy));
    expect(collection(name, seed, { seedVersion: 2 }).all()).toEqual(seed());
  });

  it('picks up changes another tab wrote', () => {
    const name = fresh();
    const items = collection(name, seed);
    expect(items.all()).toHaveLength(2);
    localStorage.setItem(`tessera-db:${name}`, JSON.stringify([{ id: 5, name: 'other tab' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: `tessera-db:${name}` }));
    expect(items.all()).toEqual([{ id: 5, name: 'other tab' }]);
  });
});
