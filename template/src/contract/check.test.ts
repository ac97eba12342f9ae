import { http, HttpResponse } from 'msw';
import { clientRoleId, seedRoles } from '@/mocks/data/roles';
import { accessTtlKey } from '@/mocks/sessions';
import { userAddInputSchema } from '@/features/users/types';
import { api, requireAbility, requireUser } from '@/mocks/http';
import { apiUrl, loginAs, useDemoServer } from '@/mocks/testing';
import { checkApi, formatReport } from './check';
import { endpoints } from './endpoints';

const server = useDemoServer();
const options = {
  baseUrl: apiUrl(''),
  email: 'admin@demo.com',
  password: 'admin',
  client: { email: 'client@demo.com', password: 'client' },
  destructive: true,
  // The fuzz cases of seed 1 unless API_CHECK_SEED asks for others (to look further, or to replay).
  seed: Number(process.env.API_CHECK_SEED) || 1,
};

/** What the demo's client account may do: the check has no account to see those refused with. */
const clientAbilities = new Set(
  seedRoles()
    .find((role) => role.id === clientRoleId)!
    .rules.map((rule) => `${rule.action} ${rule.subject}`),
);

/** What the check cannot make up good input for, and why: the only checks it skips against the demo. */
const unsampled = [
  ['loginTwoFactor (POST /auth/login/two-factor)', "needs an account with two-factor on and its app's current code"],
  ['resetPassword (POST /auth/reset-password)', 'needs the token the server emailed'],
  ['deactivateAccount (POST /account/deactivate)', 'would delete the account the check signs in with'],
  ['changePassword (POST /account/password)', 'would change the password the check signs in with'],
  ['verifyTwoFactor (POST /account/two-factor/verify)', "needs the authenticator app's current code"],
];

describe('the contract check against the demo backend', () => {
  it('passes every check, the destructive ones included', async () => {
    // The shortest access token the demo issues (1 s), then a clock a minute ahead: it has expired.
    localStorage.setItem(accessTtlKey, '1000');
    const { accessToken } = await loginAs('admin@demo.com');
    localStorage.removeItem(accessTtlKey);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const results = await checkApi({ ...options, expiredToken: accessToken });
      const report = formatReport(results);
      const skipped = results.filter((r) => r.outcome !== 'passed');
      expect(
        skipped.filter((r) => r.name.endsWith(': good input')),
        report,
      ).toEqual(
        unsampled.map(([id, detail]) => ({
          name: `${id}: good input`,
          outcome: 'skipped',
          detail,
        })),
      );
      // The client may read its own account and the FAQ (reported as skipped, naming the ability).
      const clientMay = endpoints.filter(
        (e) => e.ability && clientAbilities.has(`${e.ability.action} ${e.ability.subject}`),
      );
      expect(skipped.filter((r) => !r.name.endsWith(': good input'))).toEqual(
        clientMay.map((e) => {
          const needed = `${e.ability!.action} ${e.ability!.subject}`;
          return {
            name: `${e.id} (${e.method.toUpperCase()} ${e.path}): refused with 403 without ${needed}`,
            outcome: 'skipped',
            detail: `the client account may ${needed}`,
          };
        }),
      );
      expect(clientMay.length).toBeGreaterThan(0);
      expect(results.length).toBeGreaterThan(80);
      const ids = (what: string) => results.filter((r) => r.name.includes(what)).map((r) => r.name.split(' ')[0]);
      expect(ids('refused with 403 without')).toEqual(endpoints.filter((e) => e.ability).map((e) => e.id));
      expect(ids('fuzz cases')).toEqual(endpoints.filter((e) => e.body || e.query).map((e) => e.id));
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('fails, naming the endpoint and the field, when an answer changes shape', async () => {
    server.use(
      http.get(api('/invoices'), ({ request }) => {
        const user = requireAbility(request, 'read', 'Invoice');
        return user instanceof Response ? user : HttpResponse.json([{ id: 'INV0001', totalAmount: '12.50' }]);
      }),
    );
    const results = await checkApi({ ...options, destructive: false, fuzzCases: 0 });
    const failed = results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.name)).toEqual(['listInvoices (GET /invoices): good input answered in shape']);
    expect(failed[0]!.detail).toMatch(/must have required property/);
    expect(formatReport(results)).toMatch(/^FAIL {2}listInvoices/m);
    expect(formatReport(results)).toMatch(/1 failed, \d+ skipped$/);
  }, 60_000);

  it('fails when an endpoint lets in an account without the ability it needs', async () => {
    server.use(
      http.get(api('/invoices'), ({ request }) => {
        const user = requireUser(request);
        return user instanceof Response ? user : HttpResponse.json([]);
      }),
    );
    const results = await checkApi({ ...options, destructive: false, fuzzCases: 0 });
    const failed = results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.name)).toEqual(['listInvoices (GET /invoices): refused with 403 without read Invoice']);
    expect(failed[0]!.detail).toBe('expected 403, got 200 []');
  }, 60_000);

  it('fails on a 5xx for made-up input, with the request, the same for the same seed', async () => {
    server.use(
      http.post(api('/user/add'), async ({ request }) => {
        const body: unknown = await request
          .clone()
          .json()
          .catch(() => undefined);
        // Falls through to the demo handler for good input only.
        if (!userAddInputSchema.safeParse(body).success) return new HttpResponse('Internal error', { status: 500 });
      }),
    );
    const run = async () => {
      const results = await checkApi({ ...options, destructive: false, seed: 7, fuzzCases: 3 });
      return results.filter((r) => r.outcome === 'failed' && r.name.startsWith('createUser'));
    };
    const failed = await run();
    const fuzz = failed.find((r) => r.name.includes('fuzz'))!;
    expect(fuzz.name).toBe('createUser (POST /user/add): 3 fuzz cases answered as the contract says');
    expect(fuzz.detail).toMatch(/^3 of 3 cases failed \(replay: --seed 7\)/);
    expect(fuzz.detail).toMatch(
      /case 1 \(.+\): input the contract refuses answered 500 Internal error \(expected 400\)\n +POST \/user\/add \{/,
    );
    expect((await run()).find((r) => r.name.includes('fuzz'))!.detail).toBe(fuzz.detail);
  }, 60_000);
});
