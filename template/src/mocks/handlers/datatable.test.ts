import { describe, expect, it } from 'vitest';
import { desserts } from '../data/datatable';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function admin() {
  return (await loginAs('admin@demo.com')).accessToken;
}

type Row = { id: number; name: string; calories: number; fat: number; carbs: number; protein: number; iron: number };
const names = (body: { items: Row[] }) => body.items.map((row) => row.name);
const sample = { name: 'Saffron kulfi', calories: 212, fat: 12, carbs: 22, protein: 4.5, iron: 3 };

describe('GET /datatable/server', () => {
  it('answers the first ten rows and the total by default', async () => {
    const token = await admin();
    const { status, body } = await callApi('GET', '/datatable/server', { token });
    expect(status).toBe(200);
    expect(body.total).toBe(desserts.length);
    expect(body.total).toBeGreaterThan(100);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual(desserts[0]);
  });

  it('pages: page 2 follows page 1, 25 per page, and a page past the end is empty', async () => {
    const token = await admin();
    const page2 = await callApi('GET', '/datatable/server?page=2&itemsPerPage=10', { token });
    expect(page2.body.items.map((r: Row) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const big = await callApi('GET', '/datatable/server?page=2&itemsPerPage=25', { token });
    expect(big.body.items).toHaveLength(25);
    expect(big.body.items[0].id).toBe(26);
    const last = await callApi('GET', '/datatable/server?page=13&itemsPerPage=10', { token });
    expect(last.body.items).toHaveLength(desserts.length - 120);
    const past = await callApi('GET', '/datatable/server?page=99', { token });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ items: [], total: desserts.length });
  });

  it('sorts by a number both ways, ties in id order, across pages', async () => {
    const token = await admin();
    const asc = (await callApi('GET', '/datatable/server?itemsPerPage=100&sortBy[key]=calories', { token })).body;
    const calories = asc.items.map((r: Row) => r.calories);
    expect(calories).toEqual([...calories].sort((a, b) => a - b));
    const desc = await callApi('GET', '/datatable/server?sortBy[key]=calories&sortBy[order]=desc', { token });
    const top = [...desserts].sort((a, b) => b.calories - a.calories || a.id - b.id).slice(0, 10);
    expect(desc.body.items).toEqual(top);
    const second = await callApi('GET', '/datatable/server?page=2&sortBy[key]=calories&sortBy[order]=desc', { token });
    const expected = [...desserts].sort((a, b) => b.calories - a.calories || a.id - b.id).slice(10, 20);
    expect(second.body.items).toEqual(expected);
  });

  it("names the seed rows in the reader's language, sorted in its order; a typed name stays as typed", async () => {
    const token = await admin();
    const inLanguage = (lang: string) => ({ token, headers: { 'Accept-Language': lang } });
    const fr = await callApi('GET', '/datatable/server', inLanguage('fr'));
    expect(names(fr.body).slice(0, 3)).toEqual(['Yaourt glacé', 'Sandwich glacé', 'Éclair']);
    expect(fr.body.items[0]).toEqual({ ...desserts[0], name: 'Yaourt glacé' });
    const ar = await callApi('GET', '/datatable/rows', inLanguage('ar'));
    expect(ar.body.items[0].name).toBe('زبادي مثلج');
    const sorted = await callApi('GET', '/datatable/server?sortBy[key]=name&itemsPerPage=100', inLanguage('fr'));
    const frNames = names(sorted.body);
    expect(frNames).toEqual([...frNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    // One dessert under another language's name is still the same dessert.
    const clash = await callApi('POST', '/datatable/rows', { token, body: { ...sample, name: 'yaourt glacé' } });
    expect(clash.status).toBe(400);
    await callApi('POST', '/datatable/rows', { token, body: sample });
    const added = await callApi('GET', '/datatable/rows', inLanguage('ar'));
    expect(names(added.body)).toContain('Saffron kulfi');
    // A language the app does not have reads English.
    const german = await callApi('GET', '/datatable/rows', inLanguage('de'));
    expect(german.body.items[0].name).toBe(desserts[0]!.name);
  });

  it('sorts by name alphabetically both ways', async () => {
    const token = await admin();
    const alphabetical = desserts.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const asc = await callApi('GET', '/datatable/server?sortBy[key]=name&sortBy[order]=asc', { token });
    expect(names(asc.body)).toEqual(alphabetical.slice(0, 10));
    const desc = await callApi('GET', '/datatable/server?sortBy[key]=name&sortBy[order]=desc', { token });
    expect(names(desc.body)).toEqual([...alphabetical].reverse().slice(0, 10));
  });

  it.each([
    ['page=0', /page must be a whole number of 1 or more/],
    ['page=-2', /page must be a whole number of 1 or more/],
    ['page=1.5', /page must be a whole number of 1 or more/],
    ['page=two', /page must be a whole number of 1 or more/],
    ['itemsPerPage=20', /itemsPerPage must be one of 10, 25, 50, 100/],
    ['itemsPerPage=-1', /itemsPerPage must be one of 10, 25, 50, 100/],
    ['sortBy[key]=sugar', /sortBy\[key\] must be one of: name, calories, fat, carbs, protein, iron/],
    ['sortBy[key]=fat&sortBy[order]=up', /sortBy\[order\] must be asc or desc/],
    ['sortBy[order]=desc', /sortBy\[order\] needs a sortBy\[key\]/],
    ['page=1&page=2', /page/],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const token = await admin();
    const { status, body } = await callApi('GET', `/datatable/server?${query}`, { token });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('needs a valid bearer token', async () => {
    const missing = await callApi('GET', '/datatable/server');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Missing bearer token');
    expect((await callApi('GET', '/datatable/server', { token: 'forged' })).status).toBe(401);
    expect((await callApi('GET', '/datatable/rows')).status).toBe(401);
  });
});

describe('datatable rows', () => {
  it('lists every row, and adds, edits and deletes one, persisted for both endpoints', async () => {
    const token = await admin();
    const all = await callApi('GET', '/datatable/rows', { token });
    expect(all.body.total).toBe(desserts.length);
    expect(all.body.items).toHaveLength(desserts.length);

    const created = await callApi('POST', '/datatable/rows', { token, body: { ...sample, name: '  Saffron kulfi ' } });
    expect(created.status).toBe(201);
    const id = desserts.length + 1;
    expect(created.body.item).toEqual({ id, ...sample });

    const paged = await callApi('GET', '/datatable/server?sortBy[key]=name', { token });
    expect(paged.body.total).toBe(desserts.length + 1);
    const found = await callApi(
      'GET',
      '/datatable/server?page=1&itemsPerPage=100&sortBy[key]=name&sortBy[order]=desc',
      {
        token,
      },
    );
    expect(names(found.body)).toContain('Saffron kulfi');

    const edited = await callApi('PUT', `/datatable/rows/${id}`, { token, body: { ...sample, calories: 190 } });
    expect(edited.status).toBe(200);
    expect(edited.body.item.calories).toBe(190);
    const stored = (await callApi('GET', '/datatable/rows', { token })).body.items.find((r: Row) => r.id === id);
    expect(stored.calories).toBe(190);

    expect((await callApi('DELETE', `/datatable/rows/${id}`, { token })).body).toEqual({ id });
    const after = await callApi('GET', '/datatable/rows', { token });
    expect(after.body.total).toBe(desserts.length);
    expect(after.body.items.some((r: Row) => r.id === id)).toBe(false);
  });

  it('refuses bad rows with a message per field', async () => {
    const token = await admin();
    const bad = await callApi('POST', '/datatable/rows', {
      token,
      body: { name: ' ', calories: 120.5, fat: -1, carbs: 'lots', protein: 4.25, iron: 120 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['calories', 'carbs', 'fat', 'iron', 'name', 'protein']);
    expect(bad.body.errors.name).toEqual(['Name is required']);
    expect(bad.body.errors.protein).toEqual(['Protein can have at most one decimal']);

    const heavy = await callApi('POST', '/datatable/rows', { token, body: { ...sample, fat: 60, carbs: 50 } });
    expect(heavy.status).toBe(400);
    expect(heavy.body.message).toMatch(/add up to at most 100 g/);

    const tooMuch = await callApi('POST', '/datatable/rows', { token, body: { ...sample, calories: 901 } });
    expect(tooMuch.body.errors.calories).toEqual(['Calories must be at most 900 per 100 g serving']);

    const duplicate = await callApi('POST', '/datatable/rows', { token, body: { ...sample, name: 'eclair' } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.name).toEqual(['A row named "Eclair" already exists']);

    expect((await callApi('POST', '/datatable/rows', { token, rawBody: '{oops' })).status).toBe(400);
    expect((await callApi('POST', '/datatable/rows', { token })).body.message).toBe('Request body is required');
    expect((await callApi('GET', '/datatable/rows', { token })).body.total).toBe(desserts.length);
  });

  it('keeps a row its own name on edit, but not another row’s', async () => {
    const token = await admin();
    const eclair = desserts.find((d) => d.name === 'Eclair')!;
    const same = await callApi('PUT', `/datatable/rows/${eclair.id}`, { token, body: { ...eclair, iron: 8 } });
    expect(same.status).toBe(200);
    const clash = await callApi('PUT', `/datatable/rows/${eclair.id}`, { token, body: { ...eclair, name: 'Donut' } });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('A row named "Donut" already exists');
  });

  it('answers 404 for an unknown row and 400 for a malformed id', async () => {
    const token = await admin();
    const missing = await callApi('PUT', '/datatable/rows/9999', { token, body: sample });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Row 9999 not found');
    expect((await callApi('DELETE', '/datatable/rows/9999', { token })).status).toBe(404);
    const malformed = await callApi('DELETE', '/datatable/rows/abc', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Row id must be a positive whole number');
  });

  it('needs a bearer token to change anything', async () => {
    expect((await callApi('POST', '/datatable/rows', { body: sample })).status).toBe(401);
    expect((await callApi('PUT', '/datatable/rows/1', { body: sample })).status).toBe(401);
    expect((await callApi('DELETE', '/datatable/rows/1')).status).toBe(401);
    expect((await callApi('POST', '/datatable/reset')).status).toBe(401);
    const token = await admin();
    expect((await callApi('GET', '/datatable/rows', { token })).body.total).toBe(desserts.length);
  });

  it('resets to the seed rows', async () => {
    const token = await admin();
    for (const id of [1, 2, 3]) await callApi('DELETE', `/datatable/rows/${id}`, { token });
    await callApi('POST', '/datatable/rows', { token, body: sample });
    const reset = await callApi('POST', '/datatable/reset', { token });
    expect(reset.status).toBe(200);
    expect(reset.body.items).toEqual(desserts);
    expect((await callApi('GET', '/datatable/server', { token })).body.items).toEqual(desserts.slice(0, 10));
  });
});

describe("who may call the table demos' endpoints", () => {
  const calls = [
    'GET /datatable/server',
    'GET /datatable/rows',
    'POST /datatable/rows',
    'PUT /datatable/rows/1',
    'DELETE /datatable/rows/1',
    'POST /datatable/reset',
  ];

  it('answers 403 to a role that may not read Gallery, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Gallery', calls);
    const token = await clientToken([{ action: 'read', subject: 'Gallery' }]);
    expect((await callApi('GET', '/datatable/rows', { token })).status).toBe(200);
  });
});
