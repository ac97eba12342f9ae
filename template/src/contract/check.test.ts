import { http, HttpResponse } from 'msw';
import { accessTtlKey } from '@/mocks/sessions';
import { api, requireUser } from '@/mocks/http';
import { apiUrl, loginAs, useDemoServer } from '@/mocks/testing';
import { checkApi, formatReport } from './check';

const server = useDemoServer();
const options = { baseUrl: apiUrl(''), email: 'admin@demo.com', password: 'admin', destructive: true };

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
      expect(
        results.filter((r) => r.outcome !== 'passed'),
        report,
      ).toEqual(
        unsampled.map(([id, detail]) => ({
          name: `${id}: good input`,
          outcome: 'skipped',
          detail,
        })),
      );
      expect(results.length).toBeGreaterThan(80);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('fails, naming the endpoint and the field, when an answer changes shape', async () => {
    server.use(
      http.get(api('/invoices'), ({ request }) => {
        const user = requireUser(request);
        return user instanceof Response ? user : HttpResponse.json([{ id: 'INV0001', totalAmount: '12.50' }]);
      }),
    );
    const results = await checkApi({ ...options, destructive: false });
    const failed = results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.name)).toEqual(['listInvoices (GET /invoices): good input answered in shape']);
    expect(failed[0]!.detail).toMatch(/must have required property/);
    expect(formatReport(results)).toMatch(/^FAIL {2}listInvoices/m);
    expect(formatReport(results)).toMatch(/1 failed, \d+ skipped$/);
  }, 60_000);
});
