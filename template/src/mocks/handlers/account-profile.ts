/**
 * Account settings, the Account and Notifications tabs: the signed-in user's own profile (each user
 * has theirs), deactivation, and notification choices. Bodies are checked; 400 names each wrong field.
 *   GET   /account/profile       -> { fullName, email, phone, language, timeZone, avatar }
 *   PATCH /account/profile       -> the saved profile (avatar: a data URL of a picture <= 800 KB, or null)
 *   POST  /account/deactivate    -> { message }; body { confirmation: the e-mail }; 403 for the two demo users
 *   GET   /account/notifications -> { <event>: { email, browser, app } } for each event
 *   PUT   /account/notifications -> the saved matrix
 * Every endpoint needs read Account, what the account settings' route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { deactivateBodySchema, notificationPrefsSchema, profileBodySchema } from '@/features/account/types';
import { demoAccounts } from '../data/auth';
import { api, badRequest, jsonError, parseBody, requireAbility } from '../http';
import { findAccount, findAccountByEmail, removeAccount, updateAccountProfile } from '../sessions';
import { forgetSettings, saveSettings, settingsOf } from './account-store';

const demoEmails = new Set(demoAccounts().map((a) => a.email));

function profileOf(userId: number) {
  const account = findAccount(userId)!;
  const { phone, language, timeZone } = settingsOf(userId);
  return {
    fullName: account.fullName,
    email: account.email,
    phone,
    language,
    timeZone,
    avatar: account.avatar ?? null,
  };
}

export const profileHandlers = [
  http.get(api('/account/profile'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    return HttpResponse.json(profileOf(user.id));
  }),

  http.patch(api('/account/profile'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(profileBodySchema, request);
    if (body instanceof Response) return body;
    const owner = findAccountByEmail(body.email);
    if (owner && owner.id !== user.id) {
      return badRequest('Email already exist', { email: ['Email already exist'] });
    }
    // The demo users' e-mails are printed on the login page: they stay as they are.
    if (demoEmails.has(user.email) && body.email.toLowerCase() !== user.email.toLowerCase()) {
      return badRequest('The demo accounts keep their e-mail', { email: ['The demo accounts keep their e-mail'] });
    }
    updateAccountProfile(user.id, { fullName: body.fullName, email: body.email, avatar: body.avatar });
    saveSettings(user.id, { phone: body.phone, language: body.language, timeZone: body.timeZone });
    return HttpResponse.json(profileOf(user.id));
  }),

  http.post(api('/account/deactivate'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(deactivateBodySchema, request);
    if (body instanceof Response) return body;
    if (body.confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      return badRequest('Type your e-mail to confirm', { confirmation: ['Type your e-mail to confirm'] });
    }
    if (demoEmails.has(user.email)) {
      return jsonError(403, 'The demo accounts cannot be deactivated: everyone visiting the demo signs in with them');
    }
    removeAccount(user.id);
    forgetSettings(user.id);
    return HttpResponse.json({ message: 'Your account has been deactivated' });
  }),

  http.get(api('/account/notifications'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    return HttpResponse.json(settingsOf(user.id).notifications);
  }),

  http.put(api('/account/notifications'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Account');
    if (user instanceof Response) return user;
    const body = await parseBody(notificationPrefsSchema, request);
    if (body instanceof Response) return body;
    return HttpResponse.json(saveSettings(user.id, { notifications: body }).notifications);
  }),
];
