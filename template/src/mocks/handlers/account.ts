/**
 * Account settings of the signed-in user (every endpoint needs a bearer token; each user has their own):
 *   GET    /account/profile                   name, e-mail, phone, language, time zone, avatar
 *   PATCH  /account/profile                   saves them (avatar: a data URL of a picture <= 800 KB, or null)
 *   POST   /account/deactivate                { confirmation: the e-mail }; 403 for the two demo users
 *   POST   /account/password                  { currentPassword, newPassword }; the old one stops working
 *   GET    /account/security                  two-factor state and signed-in devices
 *   POST   /account/two-factor/setup          a new TOTP secret and its otpauth:// URL (not active yet)
 *   POST   /account/two-factor/verify         { code }: checks a 6-digit code (one step either way) and enables 2FA
 *   DELETE /account/two-factor                turns two-factor off
 *   POST   /account/sessions/sign-out-others  ends every other session and device
 *   GET    /account/notifications             the event x channel preferences
 *   PUT    /account/notifications             saves them
 *   GET    /account/billing                   plan, payment methods, billing history
 *   PUT    /account/billing/plan              { plan }
 *   POST   /account/billing/cards             { number, name, expiry (MMYY), cvc }
 *   POST   /account/billing/cards/:id/default makes a card the default
 *   DELETE /account/billing/cards/:id         removes a card (the default one only when it is the last)
 */
import { billingHandlers } from './account-billing';
import { profileHandlers } from './account-profile';
import { securityHandlers } from './account-security';

export const handlers = [...profileHandlers, ...securityHandlers, ...billingHandlers];
