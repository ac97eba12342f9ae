/**
 * Account settings, the Security tab: password change, TOTP two-factor set-up (otpauth) and the
 * signed-in devices of the signed-in user.
 *   POST   /account/password                 -> { message }; body { currentPassword, newPassword }; the old one stops working
 *   GET    /account/security                 -> { twoFactorEnabled, sessions: [{ id, browser, device, location, lastActive, current }] }
 *   POST   /account/two-factor/setup         -> { secret, otpauthUrl }: a new secret, pending until verified
 *   POST   /account/two-factor/verify        -> the security state; body { code }: 6 digits, one 30 s step either way
 *   DELETE /account/two-factor               -> the security state, two-factor off
 *   POST   /account/sessions/sign-out-others -> the security state; every other session ends
 * Every endpoint needs read Account, what the account settings' route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { Secret } from 'otpauth';
import { passwordChangeBodySchema, twoFactorCodeBodySchema } from '@/features/account/types';
import { api, badRequest, parseBody, requireAbility } from '../http';
import { findAccount, revokeOtherTokens, setAccountPassword } from '../sessions';
import { isCurrentCode, totpOf } from '../two-factor';
import { saveSettings, settingsOf } from './account-store';

const bearer = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';

function securityOf(userId: number) {
  const stored = settingsOf(userId);
  const current = {
    id: 'current',
    browser: 'This browser',
    device: 'This device',
    location: 'Here',
    lastActive: new Date().toISOString(),
    current: true,
  };
  return {
    twoFactorEnabled: stored.twoFactor.enabled,
    sessions: [current, ...stored.sessions.map((s) => ({ ...s, current: false }))],
  };
}

export const securityHandlers = [
  http.post(api('/account/password'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(passwordChangeBodySchema, request);
    if (body instanceof Response) return body;
    const stored = findAccount(user.id)?.password;
    // A repeat of a change that already went through (the client retries after a timeout) succeeds again.
    if (stored === body.newPassword && body.currentPassword !== body.newPassword) {
      return HttpResponse.json({ message: 'Your password has been changed' });
    }
    if (stored !== body.currentPassword) {
      return badRequest('Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
    }
    if (body.newPassword === body.currentPassword) {
      return badRequest('Choose a password you do not use now', {
        newPassword: ['Choose a password you do not use now'],
      });
    }
    setAccountPassword(user.id, body.newPassword);
    return HttpResponse.json({ message: 'Your password has been changed' });
  }),

  http.get(api('/account/security'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    return HttpResponse.json(securityOf(user.id));
  }),

  http.post(api('/account/two-factor/setup'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const secret = new Secret({ size: 20 }).base32;
    const stored = settingsOf(user.id);
    // Kept apart until a code proves the app has it: an abandoned set-up changes nothing.
    saveSettings(user.id, { twoFactor: { ...stored.twoFactor, pendingSecret: secret } });
    return HttpResponse.json({ secret, otpauthUrl: totpOf(secret, user.email).toString() });
  }),

  http.post(api('/account/two-factor/verify'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(twoFactorCodeBodySchema, request);
    if (body instanceof Response) return body;
    const { twoFactor } = settingsOf(user.id);
    // After a success the secret is active: a repeated check of a good code (a retry) succeeds again.
    const pending = twoFactor.pendingSecret ?? (twoFactor.enabled ? twoFactor.secret : undefined);
    if (!pending) return badRequest('Start the two-factor set-up first');
    if (!isCurrentCode(pending, user.email, body.code)) {
      return badRequest('The code is not right or has expired', { code: ['The code is not right or has expired'] });
    }
    saveSettings(user.id, { twoFactor: { enabled: true, secret: pending } });
    return HttpResponse.json(securityOf(user.id));
  }),

  http.delete(api('/account/two-factor'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    saveSettings(user.id, { twoFactor: { enabled: false } });
    return HttpResponse.json(securityOf(user.id));
  }),

  http.post(api('/account/sessions/sign-out-others'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    revokeOtherTokens(user.id, bearer(request));
    saveSettings(user.id, { sessions: [] });
    return HttpResponse.json(securityOf(user.id));
  }),
];
