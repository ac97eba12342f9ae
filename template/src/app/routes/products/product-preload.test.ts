import { prepareHydration } from '@/app/router';
import { preloadGet } from '@/lib/api-preload';
import { clearSession, startSession } from '@/lib/session';

vi.mock('@/lib/api-preload', async (original) => ({ ...(await original()), preloadGet: vi.fn() }));

const url = (path: string) => new URL(`http://localhost${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`);

describe("the product screens' early requests", () => {
  beforeEach(() => vi.mocked(preloadGet).mockClear());
  afterEach(() => clearSession());

  it('leave once the guard lets an admin in, before the screen renders: the catalogue and the named product', async () => {
    startSession({
      accessToken: 'a',
      refreshToken: 'r',
      userData: { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' },
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(await prepareHydration(url('/ecommerce/products/edit?product=prd-009'))).not.toBeNull();
    await vi.waitFor(() => expect(preloadGet).toHaveBeenCalledTimes(2));
    expect(vi.mocked(preloadGet).mock.calls.map(([path]) => path)).toEqual(['products', 'products/prd-009']);
  });

  it('do not leave for a guest, whom the guard sends to sign in', async () => {
    expect(await prepareHydration(url('/ecommerce/products/overview'))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloadGet).not.toHaveBeenCalled();
  });
});
