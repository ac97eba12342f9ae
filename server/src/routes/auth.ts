/**
 * Auth: sign-in, refresh, sign-up, forgot and reset password; public. The bodies are checked with
 * the app's schemas (features/auth/types.ts) plus the field rules the demo backend words.
 */
import { Hono } from 'hono';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@/features/auth/types';
import { hashPassword, issueTokens, passwordMatches, rotate, type TokenSettings } from '../auth';
import type { Db } from '../db';
import { ApiError, bodyOf, type Env } from '../http';
import { loginThrottle } from '../throttle';

interface AccountRow {
  id: number;
  email: string;
  username: string;
  full_name: string;
  role: 'admin' | 'client';
  password_hash: string;
  ability_rules: string;
}

export function authRoutes(db: Db, tokens: TokenSettings) {
  const throttle = loginThrottle();
  const app = new Hono<Env>();

  app.post('/auth/login', async (c) => {
    const body = await bodyOf(c, loginBodySchema);
    const key = body.email.toLowerCase();
    const wait = throttle.retryAfter(key);
    if (wait)
      throw new ApiError(429, 'Too many sign-in attempts: try again later', undefined, { 'Retry-After': String(wait) });
    const account = db.get<AccountRow>('SELECT * FROM accounts WHERE lower(email) = ?', key);
    if (!account || !(await passwordMatches(body.password, account.password_hash))) {
      throttle.failed(key);
      throw new ApiError(400, 'Invalid email or password', { email: ['Invalid email or password'] });
    }
    throttle.succeeded(key);
    return c.json({
      userAbilityRules: JSON.parse(account.ability_rules),
      ...(await issueTokens(db, tokens, account.id)),
      userData: {
        id: account.id,
        fullName: account.full_name,
        username: account.username,
        email: account.email,
        role: account.role,
      },
    });
  });

  app.post('/auth/refresh', async (c) => {
    const body = await bodyOf(c, refreshBodySchema);
    const rotated = await rotate(db, tokens, body.token);
    if (!rotated) throw new ApiError(400, 'Invalid refresh token');
    // The account's rules as they are now: a role changed since sign-in reaches the app here.
    const account = db.get<{ ability_rules: string }>(
      'SELECT ability_rules FROM accounts WHERE id = ?',
      rotated.accountId,
    );
    const { accessToken, refreshToken } = rotated;
    return c.json({ accessToken, refreshToken, userAbilityRules: JSON.parse(account?.ability_rules ?? '[]') });
  });

  app.post('/register', async (c) => {
    const body = await bodyOf(c, registerBodySchema);
    const username =
      body.username?.trim() ||
      body.fullName
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .padEnd(3, '0')
        .slice(0, 30);
    const errors: Record<string, string[]> = {};
    if (db.get('SELECT id FROM accounts WHERE lower(email) = ?', body.email.toLowerCase()))
      errors.email = ['Email already exist'];
    if (db.get('SELECT id FROM accounts WHERE username = ?', username)) errors.username = ['User name already taken!'];
    if (Object.keys(errors).length) throw new ApiError(400, Object.values(errors).flat().join(' '), errors);
    // A new account is a client: an admin grants more (the demo backend makes admins to show everything).
    const rules = JSON.stringify([{ action: 'read', subject: 'Account' }]);
    const result = db.run(
      'INSERT INTO accounts (email, username, full_name, role, password_hash, ability_rules) VALUES (?, ?, ?, ?, ?, ?)',
      body.email,
      username,
      body.fullName,
      'client',
      await hashPassword(body.password),
      rules,
    );
    return c.json(
      { id: Number(result.lastInsertRowid), username, email: body.email, fullName: body.fullName, role: 'client' },
      201,
    );
  });

  // The same answer whether or not the account exists, so it cannot be used to probe addresses.
  // Sending the email is yours to add (store a hashed one-time token with an expiry, mail the link).
  app.post('/auth/forgot-password', async (c) => {
    await bodyOf(c, forgotPasswordBodySchema);
    return c.json({ message: 'If an account exists for this email, a reset link is on its way' });
  });

  // No reset tokens are issued until you add the email above, so every token is refused.
  app.post('/auth/reset-password', async (c) => {
    await bodyOf(c, resetPasswordBodySchema);
    throw new ApiError(400, 'Reset link is invalid or has expired', {
      token: ['Reset link is invalid or has expired'],
    });
  });

  return app;
}
