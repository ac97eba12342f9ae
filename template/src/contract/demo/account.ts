/**
 * The contract's account settings endpoints (the signed-in account's own profile, security,
 * notification choices and billing). The check saves the profile, the notification choices and the
 * plan back as they were, adds a card and removes it again; it changes no password and deactivates
 * no account (the demo backend's own tests do).
 */
import {
  billingSchema,
  cardBodySchema,
  deactivateBodySchema,
  messageSchema,
  notificationPrefsSchema,
  passwordChangeBodySchema,
  planBodySchema,
  profileBodySchema,
  profileSchema,
  securitySchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  type Billing,
  type NotificationPrefs,
  type Profile,
} from '@/features/account/types';
import type { AnswerOf, Endpoint } from '../types';

/** A card the check adds and removes again: a test Visa number, valid until next year. */
const checkCard = () => ({
  number: '4242424242424242',
  name: 'Contract Check',
  expiry: `12${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
  cvc: '123',
});
const addedCard = (answerOf: AnswerOf) =>
  answerOf<Billing>('addPaymentCard')?.paymentMethods.findLast((m) => m.last4 === '4242' && !m.isDefault);

export const accountEndpoints: Endpoint[] = [
  {
    id: 'getAccountProfile',
    method: 'get',
    path: '/account/profile',
    tag: 'Account',
    summary: "The signed-in account's profile",
    answer: profileSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
  },
  {
    id: 'updateAccountProfile',
    method: 'patch',
    path: '/account/profile',
    tag: 'Account',
    summary: 'Save the profile (an e-mail another account uses answers 400)',
    body: profileBodySchema,
    answer: profileSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    sample: (answerOf) => {
      const current = answerOf<Profile>('getAccountProfile');
      return current && { body: current };
    },
  },
  {
    id: 'deactivateAccount',
    method: 'post',
    path: '/account/deactivate',
    tag: 'Account',
    summary: 'Delete the signed-in account; the body repeats its e-mail (403 where the server keeps it)',
    body: deactivateBodySchema,
    answer: messageSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400, 403],
    unsampled: 'would delete the account the check signs in with',
  },
  {
    id: 'changePassword',
    method: 'post',
    path: '/account/password',
    tag: 'Account',
    summary: 'Change the password (the current one is checked; the old one stops working)',
    body: passwordChangeBodySchema,
    answer: messageSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    unsampled: 'would change the password the check signs in with',
  },
  {
    id: 'getAccountSecurity',
    method: 'get',
    path: '/account/security',
    tag: 'Account',
    summary: 'Two-factor state and the devices signed in',
    answer: securitySchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
  },
  {
    id: 'setUpTwoFactor',
    method: 'post',
    path: '/account/two-factor/setup',
    tag: 'Account',
    summary: 'A new secret for the authenticator app, pending until a code proves the app has it',
    answer: twoFactorSetupSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
  },
  {
    id: 'verifyTwoFactor',
    method: 'post',
    path: '/account/two-factor/verify',
    tag: 'Account',
    summary: "Turn two-factor on with the app's current 6-digit code",
    body: twoFactorCodeBodySchema,
    answer: securitySchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    unsampled: "needs the authenticator app's current code",
  },
  {
    id: 'disableTwoFactor',
    method: 'delete',
    path: '/account/two-factor',
    tag: 'Account',
    summary: 'Turn two-factor off',
    answer: securitySchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
    destructive: true,
  },
  {
    id: 'signOutOtherSessions',
    method: 'post',
    path: '/account/sessions/sign-out-others',
    tag: 'Account',
    summary: 'End every session of the account but this one',
    answer: securitySchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
    destructive: true,
  },
  {
    id: 'getAccountNotifications',
    method: 'get',
    path: '/account/notifications',
    tag: 'Account',
    summary: 'How each event reaches the account (email, browser, app)',
    answer: notificationPrefsSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
  },
  {
    id: 'updateAccountNotifications',
    method: 'put',
    path: '/account/notifications',
    tag: 'Account',
    summary: 'Save the choices for every event',
    body: notificationPrefsSchema,
    answer: notificationPrefsSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    sample: (answerOf) => {
      const current = answerOf<NotificationPrefs>('getAccountNotifications');
      return current && { body: current };
    },
  },
  {
    id: 'getBilling',
    method: 'get',
    path: '/account/billing',
    tag: 'Account',
    summary: 'Plan, renewal, payment methods and past invoices',
    answer: billingSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [],
  },
  {
    id: 'changePlan',
    method: 'put',
    path: '/account/billing/plan',
    tag: 'Account',
    summary: 'Choose a plan; answers the billing state',
    body: planBodySchema,
    answer: billingSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    sample: (answerOf) => {
      const billing = answerOf<Billing>('getBilling');
      return billing && { body: { plan: billing.plan } };
    },
  },
  {
    id: 'addPaymentCard',
    method: 'post',
    path: '/account/billing/cards',
    tag: 'Account',
    summary: 'Save a card (expiry MMYY); the first one is the default; answers the billing state',
    body: cardBodySchema,
    answer: billingSchema,
    status: 201,
    ability: { action: 'read', subject: 'Account' },
    errors: [400],
    destructive: true,
    sample: () => ({ body: checkCard() }),
  },
  {
    id: 'setDefaultPaymentCard',
    method: 'post',
    path: '/account/billing/cards/{id}/default',
    tag: 'Account',
    summary: 'Make a card the default; answers the billing state',
    answer: billingSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [404],
    sample: (answerOf) => {
      const current = answerOf<Billing>('addPaymentCard')?.paymentMethods.find((m) => m.isDefault);
      return current && { path: { id: current.id } };
    },
  },
  {
    id: 'deletePaymentCard',
    method: 'delete',
    path: '/account/billing/cards/{id}',
    tag: 'Account',
    summary: 'Remove a card (400 for the default while others remain); answers the billing state',
    answer: billingSchema,
    ability: { action: 'read', subject: 'Account' },
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const card = addedCard(answerOf);
      return card && { path: { id: card.id } };
    },
  },
];
