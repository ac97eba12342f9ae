/**
 * Auth endpoints: login, register, forgot and reset password, token refresh. Login and refresh
 * answer the account's role's current rules (`userAbilityRules`, see roles-store.ts). An account with
 * two-factor on gets a challenge from the password step and its tokens from the code step.
 * Mirrors features/auth/api. Error answers name the field they are about, each message under its field.
 */
import { http, HttpResponse } from 'msw';
import {
  forgotPasswordBodySchema,
  loginBodySchema as loginBody,
  refreshBodySchema as refreshBody,
  registerBodySchema as registerBody,
  resetPasswordBodySchema as resetBody,
  twoFactorBodySchema as twoFactorBody,
} from '@/features/auth/types';
import { api, badRequest, parseBody } from '../http';
import {
  accounts,
  findAccount,
  findAccountByEmail,
  findAccountByUsername,
  issueTokens,
  rotateRefreshToken,
  toPublicUser,
  userFromAccessToken,
} from '../sessions';
import type { DemoAccount } from '../data/auth';
import { settingsOf } from './account-store';
import { rulesOfAccount } from './roles-store';

/** What a successful sign-in answers: the tokens, the user and the role's current rules. */
function sessionAnswer(account: DemoAccount) {
  return HttpResponse.json({
    userAbilityRules: rulesOfAccount(account.id),
    ...issueTokens(account.id),
    userData: toPublicUser(account),
  });
}

/** "Ada Lovelace" -> "adalovelace": usernames derive from the full name. */
function usernameFrom(fullName: string): string {
  const base =
    fullName
      .normalize('NFKD')
      .replace(/[^a-zA-Z0-9]/g, '')
      .toLowerCase() || 'user';
  return base.slice(0, 30).padEnd(3, '0');
}

export const handlers = [
  http.post(api('/auth/login'), async ({ request }) => {
    const body = await parseBody(loginBody, request);
    if (body instanceof Response) return body;
    const account = findAccountByEmail(body.email);
    if (!account || account.password !== body.password) {
      return badRequest('Invalid email or password', { email: ['Invalid email or password'] });
    }
    if (!settingsOf(account.id).twoFactor.enabled) return sessionAnswer(account);
    const { openChallenge } = await import('../two-factor');
    return HttpResponse.json({ twoFactorRequired: true, challenge: openChallenge(account.id) });
  }),

  http.post(api('/auth/login/two-factor'), async ({ request }) => {
    const body = await parseBody(twoFactorBody, request);
    if (body instanceof Response) return body;
    const { challengeUser, closeChallenge, failChallenge, isCurrentCode } = await import('../two-factor');
    const account = findAccount(challengeUser(body.challenge) ?? -1);
    const secret = account && settingsOf(account.id).twoFactor.secret;
    if (!account || !secret) {
      return badRequest('This sign-in has expired. Sign in again', { challenge: ['Sign in again'] });
    }
    if (!isCurrentCode(secret, account.email, body.code)) {
      failChallenge(body.challenge);
      return badRequest('The code is not right or has expired', { code: ['The code is not right or has expired'] });
    }
    closeChallenge(body.challenge);
    return sessionAnswer(account);
  }),

  http.post(api('/register'), async ({ request }) => {
    const body = await parseBody(registerBody, request);
    if (body instanceof Response) return body;
    const username = body.username ?? usernameFrom(body.fullName);
    const errors: Record<string, string[]> = {};
    if (findAccountByEmail(body.email)) errors.email = ['Email already exist'];
    if (findAccountByUsername(username)) errors.username = ['User name already taken!'];
    const messages = Object.values(errors).flat();
    if (messages.length) return badRequest(messages.join(' '), errors);

    // New demo accounts get the admin kind, hence the Administrator role, so a fresh sign-up can
    // explore everything.
    const account = accounts.insert({
      id: accounts.nextId(),
      fullName: body.fullName,
      username,
      email: body.email,
      password: body.password,
      role: 'admin',
    });
    const { id, fullName, role } = account;
    return HttpResponse.json({ id, username, email: account.email, fullName, role }, { status: 201 });
  }),

  // Answers the same whether or not the address has an account, so it cannot be used to probe emails.
  http.post(api('/auth/forgot-password'), async ({ request }) => {
    const body = await parseBody(forgotPasswordBodySchema, request);
    if (body instanceof Response) return body;
    return HttpResponse.json({ message: 'If an account exists for this email, a reset link is on its way' });
  }),

  // The demo sends no emails, so there is no issued token to compare with: any token is taken
  // and no account changes. A real server checks the token it emailed (once, before it expires).
  http.post(api('/auth/reset-password'), async ({ request }) => {
    const body = await parseBody(resetBody, request);
    if (body instanceof Response) return body;
    return HttpResponse.json({ message: 'Your password has been reset' });
  }),

  http.post(api('/auth/refresh'), async ({ request }) => {
    const body = await parseBody(refreshBody, request);
    // A body that is no token names the field, as every 400 of the contract does.
    if (body instanceof Response) return body;
    const pair = rotateRefreshToken(body.token);
    const user = pair && userFromAccessToken(pair.accessToken);
    if (!pair || !user || user === 'expired') return badRequest('Invalid refresh token');
    // The role's rules as they are now: an admin's edit reaches a session at its next refresh.
    return HttpResponse.json({ ...pair, userAbilityRules: rulesOfAccount(user.id) });
  }),
];
