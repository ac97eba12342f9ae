/**
 * The contract's account settings endpoints (the signed-in account's own profile, security,
 * notification choices and billing). The check reads them and saves the notification choices back
 * as they were; the other writes change the password, the plan or the cards, so it leaves them to
 * the demo backend's own tests.
 */
import {
  billingSchema,
  notificationPrefsSchema,
  profileSchema,
  securitySchema,
  type NotificationPrefs,
} from '@/features/account/types';
import type { Endpoint } from '../types';

export const accountEndpoints: Endpoint[] = [
  {
    id: 'getAccountProfile',
    method: 'get',
    path: '/account/profile',
    tag: 'Account',
    summary: "The signed-in account's profile",
    answer: profileSchema,
    errors: [],
  },
  {
    id: 'getAccountSecurity',
    method: 'get',
    path: '/account/security',
    tag: 'Account',
    summary: 'Two-factor state and the devices signed in',
    answer: securitySchema,
    errors: [],
  },
  {
    id: 'getAccountNotifications',
    method: 'get',
    path: '/account/notifications',
    tag: 'Account',
    summary: 'How each event reaches the account (email, browser, app)',
    answer: notificationPrefsSchema,
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
    errors: [],
  },
];
