import { initI18n } from '@/lib/i18n';
import { startSession, type LoginResult } from '@/lib/session';
import { api } from '@/lib/api-client';
import { useDemoServer } from '@/mocks/testing';
import { globalSearch, searchMenu } from './global-search';

useDemoServer();

async function signIn(email: string, password: string) {
  startSession(await api.post<LoginResult>('/auth/login', { body: { email, password }, public: true }));
}

beforeAll(async () => {
  await initI18n('en');
});

describe('searching without the demo backend (the menu only)', () => {
  it('answers what the demo backend answers, from the menu strings', async () => {
    await signIn('admin@demo.com', 'admin');
    for (const q of ['list', 'dash', 'Invoice', 'zzz']) {
      expect(searchMenu(q, 'en')).toEqual(await globalSearch(q, 'en'));
    }
    expect(searchMenu('list', 'en').map((r) => r.title)).toContain('Product List');
    expect(searchMenu('list', 'en')).toHaveLength(5);
  });

  it("follows the role's permissions like the backend", async () => {
    await signIn('client@demo.com', 'client');
    const client = searchMenu('dashboard', 'en');
    expect(client.map((r) => r.to.name)).toEqual((await globalSearch('dashboard', 'en')).map((r) => r.to.name));
  });
});
