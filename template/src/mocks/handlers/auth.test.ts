import { callApi, loginAs, useDemoServer } from '../testing';
import { tokenLifetimes } from '../sessions';

useDemoServer();

const login = (body: unknown) => callApi('POST', '/auth/login', { body });

describe('POST /auth/login', () => {
  it('signs the admin in with rules, both tokens and the user without secrets', async () => {
    const { status, body } = await login({ email: 'admin@demo.com', password: 'admin' });
    expect(status).toBe(200);
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.accessToken).toMatch(/^[0-9a-f]{48}$/);
    expect(body.refreshToken).toMatch(/^[0-9a-f]{48}$/);
    expect(body.refreshToken).not.toBe(body.accessToken);
    expect(body.userData).toEqual({
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      role: 'admin',
    });
  });

  it('signs the client in with the rules of the Client role, whatever the email case', async () => {
    const { status, body } = await login({ email: ' Client@Demo.com ', password: 'client' });
    expect(status).toBe(200);
    expect(body.userData.role).toBe('client');
    expect(body.userAbilityRules).toEqual([
      { action: 'read', subject: 'AclDemo' },
      { action: 'read', subject: 'Account' },
    ]);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown email', { email: 'ghost@demo.com', password: 'admin' }],
    ['another user password', { email: 'admin@demo.com', password: 'client' }],
  ])('answers 400 "Invalid email or password" under email for %s', async (_, body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Invalid email or password'] });
  });

  it('validates the body', async () => {
    const missing = await login({ password: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.email).toEqual(['This field is required']);

    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.body.errors.email).toEqual(['Please enter a valid email']);

    const emptyPassword = await login({ email: 'admin@demo.com', password: '' });
    expect(emptyPassword.body.errors.password).toEqual(['This field is required']);
    expect(emptyPassword.body.message).toBe('Invalid body: password: This field is required');

    const wrongType = await login({ email: 'admin@demo.com', password: 12345 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.password).toBeDefined();
  });

  it('refuses a missing or malformed JSON body with a clear message', async () => {
    expect(await callApi('POST', '/auth/login')).toEqual({
      status: 400,
      body: { message: 'Request body is required' },
    });
    expect(await callApi('POST', '/auth/login', { rawBody: '{"email":' })).toEqual({
      status: 400,
      body: { message: 'Request body must be valid JSON' },
    });
  });
});

describe('POST /register', () => {
  const register = (body: unknown) => callApi('POST', '/register', { body });
  const newUser = { fullName: 'Ada Lovelace', email: 'ada@demo.com', password: 'engine42' };

  it('creates an account (next id, username from the name) that can then sign in', async () => {
    const res = await register(newUser);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: 3,
      username: 'adalovelace',
      email: 'ada@demo.com',
      fullName: 'Ada Lovelace',
      role: 'admin',
    });
    const signIn = await login({ email: 'ada@demo.com', password: 'engine42' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.userData.username).toBe('adalovelace');
    expect(signIn.body.userData).not.toHaveProperty('password');
  });

  it('keeps a chosen username', async () => {
    const res = await register({ ...newUser, username: 'countess' });
    expect(res.body.username).toBe('countess');
  });

  it('rejects a used email under email only', async () => {
    const res = await register({ ...newUser, email: 'ADMIN@demo.com' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Email already exist'] });
    expect(res.body.message).toBe('Email already exist');
  });

  it('rejects a used username under username only (not under email)', async () => {
    const res = await register({ ...newUser, username: 'JohnDoe' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ username: ['User name already taken!'] });
  });

  it('reports both conflicts at once', async () => {
    const res = await register({ fullName: 'John Doe', email: 'admin@demo.com', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Email already exist'], username: ['User name already taken!'] });
  });

  it('validates every field', async () => {
    const res = await register({ fullName: ' ', email: 'nope', password: '123', username: 'a b' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      fullName: ['This field is required'],
      email: ['Please enter a valid email'],
      password: ['You must enter a minimum of 6 characters'],
      username: ['Use 3 to 30 letters, digits, dots, dashes or underscores'],
    });
  });
});

describe('POST /auth/refresh', () => {
  const refresh = (token: unknown) => callApi('POST', '/auth/refresh', { body: { token } });

  it('rotates the pair: new tokens work, the used refresh token is refused', async () => {
    const session = await loginAs('admin@demo.com');
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken', 'userAbilityRules']);
    expect(first.body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);

    const next = await refresh(first.body.refreshToken);
    expect(next.status).toBe(200);
    const again = await refresh(session.refreshToken);
    expect(again).toEqual({ status: 400, body: { message: 'Invalid refresh token' } });
  });

  it('answers a refresh asked again within 30 s with the same successor while that one is unused', async () => {
    // The page reloaded while the answer was on its way: the app holds only the used token.
    const session = await loginAs('admin@demo.com');
    const lost = await refresh(session.refreshToken);
    const again = await refresh(session.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).toBe(lost.body.refreshToken);
    expect(again.body.accessToken).not.toBe(lost.body.accessToken);
    expect((await refresh(again.body.refreshToken)).status).toBe(200);

    const late = await loginAs('admin@demo.com');
    await refresh(late.refreshToken);
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      expect(await refresh(late.refreshToken)).toEqual({ status: 400, body: { message: 'Invalid refresh token' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['unknown', 'deadbeef'],
    ['an access token', null],
  ])('refuses %s tokens with 400 "Invalid refresh token"', async (_, token) => {
    const value = token === null ? (await loginAs('client@demo.com')).accessToken : token;
    expect(await refresh(value)).toEqual({ status: 400, body: { message: 'Invalid refresh token' } });
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s tokens with 400 naming the token field', async (_, token) => {
    expect(await refresh(token)).toEqual({
      status: 400,
      body: { message: 'Invalid body: token: Invalid refresh token', errors: { token: ['Invalid refresh token'] } },
    });
  });

  it('refuses an expired refresh token', async () => {
    const session = await loginAs('admin@demo.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + tokenLifetimes.refresh + 1000);
    try {
      expect((await refresh(session.refreshToken)).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /auth/forgot-password', () => {
  const ask = (body: unknown) => callApi('POST', '/auth/forgot-password', { body });

  it('answers the same for known and unknown addresses', async () => {
    const known = await ask({ email: 'admin@demo.com' });
    const unknown = await ask({ email: 'nobody@demo.com' });
    expect(known).toEqual({
      status: 200,
      body: { message: 'If an account exists for this email, a reset link is on its way' },
    });
    expect(unknown).toEqual(known);
  });

  it('validates the email', async () => {
    expect((await ask({ email: 'nope' })).body.errors).toEqual({ email: ['Please enter a valid email'] });
    expect((await ask({})).body.errors).toEqual({ email: ['This field is required'] });
  });
});

describe('POST /auth/reset-password', () => {
  const reset = (body: unknown) => callApi('POST', '/auth/reset-password', { body });

  it('accepts a strong password with a token', async () => {
    expect(await reset({ token: 'from-the-email', password: 'Tessera2026' })).toEqual({
      status: 200,
      body: { message: 'Your password has been reset' },
    });
  });

  it('refuses a weak password or a missing token, each under its field', async () => {
    const weak = await reset({ token: 't', password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password[0]).toBe(
      'Use at least 8 characters with upper and lower case letters and a digit',
    );
    const noToken = await reset({ password: 'Tessera2026' });
    expect(noToken.body.errors).toEqual({ token: ['Reset link is invalid or has expired'] });
  });
});
