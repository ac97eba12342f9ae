import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function admin() {
  return (await loginAs('admin@demo.com')).accessToken;
}

describe('restaurant menu', () => {
  it('serves fifteen items, five tax, and filters by exact type', async () => {
    const token = await admin();
    const all = await callApi('GET', '/restaurant/menu', { token });
    expect(all.status).toBe(200);
    expect(all.body.menus).toHaveLength(15);
    expect(all.body.menus.every((m: { tax: number }) => m.tax === 5)).toBe(true);
    const salads = await callApi('GET', '/restaurant/menu?filter=Salad', { token });
    expect(salads.body.menus.map((m: { type: string }) => m.type)).toEqual(['Salad', 'Salad', 'Salad']);
    expect((await callApi('GET', '/restaurant/menu?filter=salad', { token })).status).toBe(400);
    const search = await callApi('GET', '/restaurant/menu?q=LEMON', { token });
    expect(search.body.menus.map((m: { name: string }) => m.name)).toEqual([
      'Crispy Calamari',
      'Lemon Panna Cotta',
      'Fresh Mint Lemonade',
    ]);
  });

  it('adds, edits and deletes an item, and rejects bad input', async () => {
    const token = await admin();
    const item = { name: 'Miso Soup', type: 'Appetizer', desc: 'Dashi, tofu and wakame.', price: 6.5 };
    const created = await callApi('POST', '/restaurant/menu', { token, body: item });
    expect(created.status).toBe(201);
    expect(created.body.menu).toMatchObject({ id: 16, tax: 5, ...item });

    const edited = await callApi('PUT', '/restaurant/menu/16', { token, body: { ...item, price: 7 } });
    expect(edited.body.menu.price).toBe(7);
    expect((await callApi('PUT', '/restaurant/menu/99', { token, body: item })).status).toBe(404);

    const bad = await callApi('POST', '/restaurant/menu', {
      token,
      body: { ...item, name: ' ', price: -1, tax: 8, img: 'https://elsewhere.test/a.png' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['img', 'name', 'price', 'tax']);
    expect((await callApi('POST', '/restaurant/menu', { token, body: { ...item, price: 1.234 } })).status).toBe(400);

    expect((await callApi('DELETE', '/restaurant/menu/16', { token })).body).toEqual({ id: 16 });
    expect((await callApi('DELETE', '/restaurant/menu/16', { token })).status).toBe(404);
    expect((await callApi('GET', '/restaurant/menu', { token })).body.menus).toHaveLength(15);
  });

  it("answers seed descriptions in the reader's language, English without one, and searches them there", async () => {
    const token = await admin();
    const inLanguage = (language?: string) => {
      const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
      return { token, headers };
    };
    const salmon = async (language?: string) =>
      (await callApi('GET', '/restaurant/menu?filter=Main Course', inLanguage(language))).body.menus[1];
    expect((await salmon()).desc).toBe('Crisp-skinned salmon on crushed potatoes with dill butter.');
    expect(await salmon('fr')).toMatchObject({
      name: 'Seared Salmon',
      desc: 'Saumon à la peau croustillante sur un écrasé de pommes de terre, beurre à l’aneth.',
    });
    expect(await salmon('ar')).toMatchObject({
      name: 'Seared Salmon',
      desc: 'سلمون بجلد مقرمش على بطاطس مهروسة مع زبدة الشبت.',
    });
    const found = await callApi('GET', '/restaurant/menu?q=citron', inLanguage('fr'));
    expect(found.body.menus.map((m: { name: string }) => m.name)).toEqual([
      'Crispy Calamari',
      'Lemon Panna Cotta',
      'Fresh Mint Lemonade',
    ]);
  });

  it('keeps a description a user typed, in every language', async () => {
    const token = await admin();
    const seed = (await callApi('GET', '/restaurant/menu?filter=Dessert', { token })).body.menus[0];
    const french = (
      await callApi('GET', '/restaurant/menu?filter=Dessert', { token, headers: { 'Accept-Language': 'fr' } })
    ).body.menus[0].desc;
    // The French edit form saved with only the price changed: the description is still the seed's.
    const priced = { name: seed.name, type: seed.type, desc: french, price: 9, img: seed.img };
    await callApi('PUT', `/restaurant/menu/${seed.id}`, { token, body: priced, headers: { 'Accept-Language': 'fr' } });
    expect((await callApi('GET', '/restaurant/menu?filter=Dessert', { token })).body.menus[0]).toMatchObject({
      price: 9,
      desc: seed.desc,
    });
    const typed = { ...priced, desc: 'Tarte fine au chocolat, servie tiède.' };
    await callApi('PUT', `/restaurant/menu/${seed.id}`, { token, body: typed, headers: { 'Accept-Language': 'fr' } });
    for (const language of ['en', 'fr', 'ar'])
      expect(
        (await callApi('GET', '/restaurant/menu?filter=Dessert', { token, headers: { 'Accept-Language': language } }))
          .body.menus[0].desc,
      ).toBe(typed.desc);
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/restaurant/menu')).status).toBe(401);
    expect((await callApi('DELETE', '/restaurant/menu/1')).status).toBe(401);
  });
});

describe('restaurant orders', () => {
  it('serves twenty-two orders and filters by q, status and payment method', async () => {
    const token = await admin();
    const all = await callApi('GET', '/restaurant/orders', { token });
    expect(all.body.orders).toHaveLength(22);
    const ids = async (query: string) =>
      (await callApi('GET', `/restaurant/orders?${query}`, { token })).body.orders.map((o: { id: string }) => o.id);
    expect(await ids('q=NORA')).toEqual(['5021']);
    expect(await ids('q=lin%40example')).toEqual(['5041']);
    expect(await ids('q=503')).toHaveLength(10);
    expect(await ids('status=on%20road')).toEqual(['5022', '5023', '5027', '5033', '5035', '5041']);
    expect(await ids('status=cancelled&payMethod=CASH')).toEqual(['5040']);
    expect(await ids('status=Lost')).toEqual([]);
  });

  it('rejects an over-long query and a missing token', async () => {
    const token = await admin();
    expect((await callApi('GET', `/restaurant/orders?q=${'x'.repeat(101)}`, { token })).status).toBe(400);
    expect((await callApi('GET', '/restaurant/orders')).status).toBe(401);
  });
});

describe('restaurant order changes', () => {
  const branch = async (token: string, name: string) =>
    (await callApi('GET', '/dashboards/operations', { token })).body.branches.find(
      (b: { branch: string }) => b.branch === name,
    );

  it('sets a status, which the list and the Operations dashboard then show', async () => {
    const token = await admin();
    expect(await branch(token, 'New York')).toMatchObject({ preparing: 2, delivered: 3 });
    const set = await callApi('PATCH', '/restaurant/orders/5021', { token, body: { status: 'Delivered' } });
    expect(set.status).toBe(200);
    expect(set.body.order).toMatchObject({ id: '5021', customerName: 'Nora Whitfield', status: 'Delivered' });
    const delivered = await callApi('GET', '/restaurant/orders?status=Delivered&q=5021', { token });
    expect(delivered.body.orders.map((o: { id: string }) => o.id)).toEqual(['5021']);
    expect(await branch(token, 'New York')).toMatchObject({ preparing: 1, delivered: 4 });
  });

  it('rejects a bad status with a field message, and an unknown order with 404', async () => {
    const token = await admin();
    const bad = await callApi('PATCH', '/restaurant/orders/5021', { token, body: { status: 'Lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual(['Status must be one of: Preparing, On Road, Delivered, Cancelled']);
    expect((await callApi('PATCH', '/restaurant/orders/5021', { token, body: {} })).status).toBe(400);
    const unknown = await callApi('PATCH', '/restaurant/orders/9999', { token, body: { status: 'Delivered' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Restaurant order 9999 not found' });
    expect((await callApi('GET', '/restaurant/orders?q=5021', { token })).body.orders[0].status).toBe('Preparing');
  });

  it('deletes an order once; the list and the dashboard lose it', async () => {
    const token = await admin();
    expect((await callApi('DELETE', '/restaurant/orders/5024', { token })).body).toEqual({ id: '5024' });
    const again = await callApi('DELETE', '/restaurant/orders/5024', { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Restaurant order 5024 not found');
    expect((await callApi('DELETE', '/restaurant/orders/not-an-order', { token })).status).toBe(404);
    const all = (await callApi('GET', '/restaurant/orders', { token })).body.orders;
    expect(all).toHaveLength(21);
    expect(all.map((o: { id: string }) => o.id)).not.toContain('5024');
    expect(await branch(token, 'Florida')).toMatchObject({ cancelled: 1 });
  });

  it('needs a bearer token', async () => {
    expect((await callApi('PATCH', '/restaurant/orders/5021', { body: { status: 'Delivered' } })).status).toBe(401);
    expect((await callApi('DELETE', '/restaurant/orders/5021')).status).toBe(401);
  });
});

describe('who may call the restaurant endpoints', () => {
  const calls = [
    'GET /restaurant/menu',
    'POST /restaurant/menu',
    'PUT /restaurant/menu/1',
    'DELETE /restaurant/menu/1',
    'GET /restaurant/orders',
    'PATCH /restaurant/orders/5021',
    'DELETE /restaurant/orders/5021',
  ];

  it('answers 403 to a role that may not read Restaurant, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Restaurant', calls);
    const token = await clientToken([{ action: 'read', subject: 'Restaurant' }]);
    expect((await callApi('GET', '/restaurant/menu', { token })).status).toBe(200);
  });
});
