import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Result = { title: string; subtitle: string; icon: string; to: { name: string; params?: Record<string, string> } };

async function search(q: string, lang = 'en', who: 'admin@demo.com' | 'client@demo.com' = 'admin@demo.com') {
  const { accessToken } = await loginAs(who);
  return callApi('GET', `/global-search?q=${encodeURIComponent(q)}&lang=${lang}`, { token: accessToken });
}

describe('GET /global-search', () => {
  it('matches titles by case-insensitive substring and answers at most 5', async () => {
    const { status, body } = await search('LIST');
    expect(status).toBe(200);
    const results = body as Result[];
    expect(results.length).toBe(5);
    for (const r of results) expect(r.title.toLowerCase()).toContain('list');
    expect(results[0]).toMatchObject({ title: 'List', subtitle: 'Components' });
    expect(results.map((r) => r.title)).toContain('Product List');
  });

  it('gives each result a group label, an icon and a route target with params', async () => {
    const { body } = await search('invoice details');
    expect(body).toEqual([
      {
        title: 'Invoice Details',
        subtitle: 'Invoice',
        icon: 'file-text',
        to: { name: 'apps-invoice-details', params: { id: 'INV0002' } },
      },
    ]);
  });

  it('searches the titles of the requested language', async () => {
    const fr = (await search('factures', 'fr')).body as Result[];
    expect(fr.map((r) => r.title)).toContain('Liste des factures');
    const ar = (await search('الفواتير', 'ar')).body as Result[];
    expect(ar.map((r) => r.to.name)).toContain('apps-invoice-list');
    expect((await search('factures', 'en')).body).toEqual([]);
  });

  it('returns only pages the caller may open', async () => {
    const admin = (await search('faq', 'en')).body as Result[];
    expect(admin.map((r) => r.to.name)).toEqual(['pages-faq']);
    const client = (await search('a', 'en', 'client@demo.com')).body as Result[];
    expect(client.length).toBeGreaterThan(0);
    expect(client.some((r) => r.to.name.startsWith('dashboard-'))).toBe(false);
    expect((await search('crm', 'en', 'client@demo.com')).body).toEqual([]);
  });

  it('answers an empty list for a blank query or no match', async () => {
    expect((await search('   ')).body).toEqual([]);
    expect((await search('zzzz-nothing')).body).toEqual([]);
  });

  it('validates the query and the caller', async () => {
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await search('list', 'de')).status).toBe(400);
    expect((await callApi('GET', '/global-search?q=list')).status).toBe(401);
  });
});
