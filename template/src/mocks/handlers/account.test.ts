import { Secret, TOTP } from 'otpauth';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

useDemoServer();

async function signIn(email: 'admin@demo.com' | 'client@demo.com' = 'admin@demo.com') {
  return (await loginAs(email)).accessToken;
}

const profile = {
  fullName: 'John Doe',
  email: 'admin@demo.com',
  phone: '+1 202 555 0100',
  language: 'fr',
  timeZone: 'Europe/Paris',
  avatar: 'data:image/png;base64,iVBORw0KGgo=',
};

async function registerAndSignIn() {
  const user = { fullName: 'Ada Lovelace', email: 'ada@demo.com', password: 'Engine42x' };
  await callApi('POST', '/register', { body: user });
  const { body } = await callApi('POST', '/auth/login', { body: { email: user.email, password: user.password } });
  return body.accessToken as string;
}

describe('/account/profile', () => {
  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/account/profile')).status).toBe(401);
  });

  it('answers each user their own profile and keeps what is saved', async () => {
    const admin = await signIn();
    const client = await signIn('client@demo.com');
    expect((await callApi('GET', '/account/profile', { token: client })).body).toMatchObject({
      email: 'client@demo.com',
      language: 'fr',
    });
    const saved = await callApi('PATCH', '/account/profile', { token: admin, body: profile });
    expect(saved).toEqual({ status: 200, body: profile });
    expect((await callApi('GET', '/account/profile', { token: admin })).body).toEqual(profile);
    expect((await callApi('GET', '/account/profile', { token: client })).body.phone).toBe('+33 6 12 34 56 78');
  });

  it('answers 400 with a message under each bad field', async () => {
    const token = await signIn();
    const res = await callApi('PATCH', '/account/profile', {
      token,
      body: {
        ...profile,
        fullName: ' ',
        email: 'nope',
        phone: 'call me',
        timeZone: 'Mars/Olympus',
        avatar: 'data:text/html;base64,AAAA',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      fullName: ['This field is required'],
      email: ['Please enter a valid email'],
      phone: ['Enter a phone number of 6 to 20 digits, spaces or dashes'],
      timeZone: ['Choose a time zone from the list'],
      avatar: ['The picture must be a PNG, JPEG, WebP or GIF'],
    });
  });

  it('refuses an avatar over 800 KB and an e-mail another account has', async () => {
    const token = await signIn();
    const big = `data:image/png;base64,${'A'.repeat(1_100_000)}`;
    const tooBig = await callApi('PATCH', '/account/profile', { token, body: { ...profile, avatar: big } });
    expect(tooBig.body.errors).toEqual({ avatar: ['The picture must be at most 800 KB'] });
    const taken = await callApi('PATCH', '/account/profile', { token, body: { ...profile, email: 'client@demo.com' } });
    expect(taken.body.errors).toEqual({ email: ['Email already exist'] });
  });
});

describe('POST /account/deactivate', () => {
  it('refuses the demo users with 403 and says why', async () => {
    const token = await signIn('client@demo.com');
    const res = await callApi('POST', '/account/deactivate', { token, body: { confirmation: 'client@demo.com' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/demo accounts cannot be deactivated/);
  });

  it('asks for the e-mail, then removes a registered account', async () => {
    const token = await registerAndSignIn();
    const wrong = await callApi('POST', '/account/deactivate', { token, body: { confirmation: 'DEACTIVATE' } });
    expect(wrong.body.errors).toEqual({ confirmation: ['Type your e-mail to confirm'] });
    expect(
      (await callApi('POST', '/account/deactivate', { token, body: { confirmation: 'ada@demo.com' } })).status,
    ).toBe(200);
    const login = await callApi('POST', '/auth/login', { body: { email: 'ada@demo.com', password: 'Engine42x' } });
    expect(login.status).toBe(400);
    expect((await callApi('GET', '/account/profile', { token })).status).toBe(401);
  });
});

describe('POST /account/password', () => {
  it('checks the current password, then only the new one signs in', async () => {
    const token = await registerAndSignIn();
    const wrong = await callApi('POST', '/account/password', {
      token,
      body: { currentPassword: 'nope', newPassword: 'Better123' },
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        message: 'Current password is incorrect',
        errors: { currentPassword: ['Current password is incorrect'] },
      },
    });
    const ok = await callApi('POST', '/account/password', {
      token,
      body: { currentPassword: 'Engine42x', newPassword: 'Better123' },
    });
    expect(ok.status).toBe(200);
    const login = (password: string) => callApi('POST', '/auth/login', { body: { email: 'ada@demo.com', password } });
    expect((await login('Engine42x')).status).toBe(400);
    expect((await login('Better123')).status).toBe(200);
    // A retried request (the first answer was too slow) succeeds again instead of failing.
    const again = await callApi('POST', '/account/password', {
      token,
      body: { currentPassword: 'Engine42x', newPassword: 'Better123' },
    });
    expect(again.status).toBe(200);
  });

  it('applies the strength rule', async () => {
    const token = await signIn();
    const res = await callApi('POST', '/account/password', {
      token,
      body: { currentPassword: 'admin', newPassword: 'short' },
    });
    expect(res.body.errors).toEqual({
      newPassword: ['Use at least 8 characters with upper and lower case letters and a digit'],
    });
  });
});

describe('two-factor', () => {
  it('enables with a code computed from the secret, then disables', async () => {
    const token = await signIn();
    const setup = await callApi('POST', '/account/two-factor/setup', { token });
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tessera:admin%40demo\.com\?/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);

    const badFormat = await callApi('POST', '/account/two-factor/verify', { token, body: { code: '12ab' } });
    expect(badFormat.body.errors).toEqual({ code: ['Enter the 6-digit code from your app'] });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 });
    const stale = totp.generate({ timestamp: Date.now() - 5 * 60_000 });
    const wrong = await callApi('POST', '/account/two-factor/verify', { token, body: { code: stale } });
    expect(wrong.body.errors).toEqual({ code: ['The code is not right or has expired'] });
    expect((await callApi('GET', '/account/security', { token })).body.twoFactorEnabled).toBe(false);

    const ok = await callApi('POST', '/account/two-factor/verify', { token, body: { code: totp.generate() } });
    expect(ok.status).toBe(200);
    expect(ok.body.twoFactorEnabled).toBe(true);
    const repeated = await callApi('POST', '/account/two-factor/verify', { token, body: { code: totp.generate() } });
    expect(repeated.body.twoFactorEnabled).toBe(true);
    const off = await callApi('DELETE', '/account/two-factor', { token });
    expect(off.body.twoFactorEnabled).toBe(false);
  });

  it('asks for a code at sign-in once enabled: wrong codes spend the challenge, the right one signs in', async () => {
    const token = await signIn();
    const setup = await callApi('POST', '/account/two-factor/setup', { token });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 });
    await callApi('POST', '/account/two-factor/verify', { token, body: { code: totp.generate() } });
    const stale = totp.generate({ timestamp: Date.now() - 5 * 60_000 });
    const password = { email: 'admin@demo.com', password: 'admin' };
    const codeStep = (body: unknown) => callApi('POST', '/auth/login/two-factor', { body });

    const first = await callApi('POST', '/auth/login', { body: password });
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.body.accessToken).toBeUndefined();
    const { challenge } = first.body;
    expect((await codeStep({ challenge, code: '12' })).body.errors).toEqual({
      code: ['Enter the 6-digit code from your app'],
    });
    expect((await codeStep({ challenge, code: stale })).body.errors).toEqual({
      code: ['The code is not right or has expired'],
    });
    const ok = await codeStep({ challenge, code: totp.generate() });
    expect(ok.status).toBe(200);
    expect(ok.body.userData.email).toBe('admin@demo.com');
    expect((await callApi('GET', '/account/security', { token: ok.body.accessToken })).status).toBe(200);
    // Spent by its success; a made-up one is refused the same way.
    for (const spent of [challenge, 'made-up']) {
      const again = await codeStep({ challenge: spent, code: totp.generate() });
      expect(again.body.errors).toEqual({ challenge: ['Sign in again'] });
    }

    // Five wrong codes end a challenge, even for the right code after them.
    const next = (await callApi('POST', '/auth/login', { body: password })).body.challenge;
    for (let i = 0; i < 5; i++) await codeStep({ challenge: next, code: stale });
    expect((await codeStep({ challenge: next, code: totp.generate() })).body.errors).toEqual({
      challenge: ['Sign in again'],
    });

    await callApi('DELETE', '/account/two-factor', { token });
    expect((await callApi('POST', '/auth/login', { body: password })).body.accessToken).toEqual(expect.any(String));
  });

  it('refuses a code before any set-up', async () => {
    const token = await signIn();
    const res = await callApi('POST', '/account/two-factor/verify', { token, body: { code: '123456' } });
    expect(res).toEqual({ status: 400, body: { message: 'Start the two-factor set-up first' } });
  });
});

describe('sessions', () => {
  it('lists this device and the others, and signs the others out (their tokens stop working)', async () => {
    const other = await signIn();
    const token = await signIn();
    const before = await callApi('GET', '/account/security', { token });
    expect(before.body.sessions.map((s: { id: string }) => s.id)).toEqual([
      'current',
      'dev-iphone',
      'dev-ipad',
      'dev-windows',
    ]);
    const after = await callApi('POST', '/account/sessions/sign-out-others', { token });
    expect(after.body.sessions).toHaveLength(1);
    expect((await callApi('GET', '/account/security', { token: other })).status).toBe(401);
    expect((await callApi('GET', '/account/security', { token })).body.sessions).toHaveLength(1);
  });
});

describe('/account/notifications', () => {
  it('saves the matrix and refuses an incomplete one', async () => {
    const token = await signIn();
    const { body: prefs } = await callApi('GET', '/account/notifications', { token });
    const next = { ...prefs, mention: { email: false, browser: true, app: true } };
    expect((await callApi('PUT', '/account/notifications', { token, body: next })).body).toEqual(next);
    expect((await callApi('GET', '/account/notifications', { token })).body.mention).toEqual(next.mention);
    const bad = await callApi('PUT', '/account/notifications', {
      token,
      body: { ...prefs, mention: { email: 'yes' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['mention.email', 'mention.browser', 'mention.app']);
  });
});

describe('/account/billing', () => {
  it('changes the plan and refuses an unknown one', async () => {
    const token = await signIn();
    expect((await callApi('GET', '/account/billing', { token })).body.plan).toBe('enterprise');
    expect((await callApi('PUT', '/account/billing/plan', { token, body: { plan: 'basic' } })).body.plan).toBe('basic');
    const bad = await callApi('PUT', '/account/billing/plan', { token, body: { plan: 'gold' } });
    expect(bad.body.errors).toEqual({ plan: ['Choose basic, standard or enterprise'] });
  });

  it('adds a card with its brand, makes it default and removes cards', async () => {
    const token = await signIn();
    const added = await callApi('POST', '/account/billing/cards', {
      token,
      body: { number: '378282246310005', name: 'John Doe', expiry: '1235', cvc: '1234' },
    });
    expect(added.status).toBe(201);
    const card = added.body.paymentMethods.at(-1);
    expect(card).toMatchObject({ brand: 'amex', last4: '0005', isDefault: false });
    const refused = await callApi('DELETE', '/account/billing/cards/card-1', { token });
    expect(refused.body.message).toBe('Make another card the default before removing this one');
    await callApi('POST', `/account/billing/cards/${card.id}/default`, { token });
    const removed = await callApi('DELETE', '/account/billing/cards/card-1', { token });
    expect(removed.body.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['card-2', card.id]);
    expect((await callApi('DELETE', '/account/billing/cards/card-9', { token })).status).toBe(404);
  });

  it('checks number length, expiry and security code', async () => {
    const token = await signIn();
    const res = await callApi('POST', '/account/billing/cards', {
      token,
      body: { number: '4242424242', name: '', expiry: '1320', cvc: '12' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'number']);
    const later = await callApi('POST', '/account/billing/cards', {
      token,
      body: { number: '4242424242424242', name: 'J', expiry: '0120', cvc: '12' },
    });
    expect(later.body.errors).toEqual({
      expiry: ['Enter a month and year from now on (MM/YY)'],
      cvc: ['Enter the card security code'],
    });
  });
});

describe('who may call the account settings endpoints', () => {
  const calls = [
    'GET /account/profile',
    'PATCH /account/profile',
    'POST /account/deactivate',
    'POST /account/password',
    'GET /account/security',
    'POST /account/two-factor/setup',
    'POST /account/two-factor/verify',
    'DELETE /account/two-factor',
    'POST /account/sessions/sign-out-others',
    'GET /account/notifications',
    'PUT /account/notifications',
    'GET /account/billing',
    'PUT /account/billing/plan',
    'POST /account/billing/cards',
    'POST /account/billing/cards/1/default',
    'DELETE /account/billing/cards/1',
  ];

  it('answers 403 to a role that may not read Account, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken([]), 'read Account', calls);
    const token = await clientToken([{ action: 'read', subject: 'Account' }]);
    expect((await callApi('GET', '/account/profile', { token })).status).toBe(200);
  });
});
