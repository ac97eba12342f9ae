import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Answer = {
  items: { kind: string; id: string; category: string }[];
  total: number;
  page: number;
  counts: { all: number; products: number; articles: number };
};

async function search(query: string) {
  const { accessToken } = await loginAs('admin@demo.com');
  return callApi('GET', `/help-center/search${query}`, { token: accessToken });
}

describe('GET /help-center/search', () => {
  it('needs a signed-in user', async () => {
    expect((await callApi('GET', '/help-center/search')).status).toBe(401);
  });

  it('pages through everything, six at a time, products first', async () => {
    const first = (await search('')).body as Answer;
    expect(first.counts).toEqual({ all: 26, products: 15, articles: 11 });
    expect(first.total).toBe(26);
    expect(first.items.map((i) => i.id)).toEqual(['P-001', 'P-002', 'P-003', 'P-004', 'P-005', 'P-006']);
    const last = (await search('?page=5')).body as Answer;
    expect(last.items.map((i) => i.id)).toEqual(['A-010', 'A-011']);
    expect(((await search('?page=9')).body as Answer).items).toEqual([]);
  });

  it('narrows by words, tab and categories, keeping every tab count', async () => {
    const answer = (await search('?q=SSD&type=articles')).body as Answer;
    expect(answer.items.map((i) => i.id)).toEqual(['A-010']);
    expect(answer.counts).toEqual({ all: 2, products: 1, articles: 1 });

    const home = (await search('?category=home&category=audio&type=products')).body as Answer;
    expect(home.total).toBe(8);
    expect(new Set(home.items.map((i) => i.category))).toEqual(new Set(['audio', 'home']));
  });

  it('refuses bad parameters with a clear message', async () => {
    expect((await search('?type=people')).body.message).toMatch(/type must be all, products or articles/);
    expect((await search('?category=garden')).body.message).toMatch(/category must be one of audio/);
    expect((await search('?page=0')).status).toBe(400);
    expect((await search('?perPage=500')).body.message).toMatch(/perPage must be at most 48/);
  });
});

describe('who may call the help-centre search', () => {
  const calls = ['GET /help-center/search'];

  it('answers 403 to a role that may not read Page, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Page', calls);
    const token = await clientToken([{ action: 'read', subject: 'Page' }]);
    expect((await callApi('GET', '/help-center/search', { token })).status).toBe(200);
  });
});
