/**
 * The API contract as data: every endpoint the contract describes, with the zod schemas the app
 * parses its answers with (features/<x>/types.ts) and the servers validate requests with. The
 * OpenAPI document (contract/openapi.ts) and the contract check (contract/check.ts) are built from
 * this table, so neither can say something the app does not. Paths are OpenAPI templates under
 * the API base. Every endpoint needs a bearer token unless `public` is set. The demo screens'
 * endpoints are in demo/, one file per app (the starter of `npm run strip-demo` drops them).
 */
import { z } from 'zod/mini';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  registeredUserSchema,
  twoFactorBodySchema,
} from '@/features/auth/types';
import {
  deletedManySchema,
  deletedSchema,
  notificationBulkDeleteSchema,
  notificationBulkPatchSchema,
  notificationPatchSchema,
  notificationListSchema,
  notificationSchema,
  type NotificationList,
} from '@/features/notifications/types';
import { searchResultsSchema } from '@/features/search/types';
import { abilityRuleSchema, loginAnswerSchema, loginResultSchema } from '@/lib/session-schema';
import { freshEmail, type Endpoint } from './types';
// #demo-start
import { demoEndpoints } from './demo';
// #demo-end

const message = z.object({ message: z.string() });
/** A refresh answers a new pair, and may carry the account's current rules (the app applies them). */
const refreshed = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userAbilityRules: z.optional(z.array(abilityRuleSchema)),
});

export const endpoints: Endpoint[] = [
  // Auth: public, a bad body answers 400 with field messages.
  {
    id: 'login',
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Sign in; an account with two-factor on answers a challenge for the code step instead of tokens',
    public: true,
    body: loginBodySchema,
    answer: loginAnswerSchema,
    errors: [400, 429],
  },
  {
    id: 'loginTwoFactor',
    method: 'post',
    path: '/auth/login/two-factor',
    tag: 'Auth',
    summary: "Sign in's code step: the challenge and the authenticator app's current 6-digit code",
    public: true,
    body: twoFactorBodySchema,
    answer: loginResultSchema,
    errors: [400, 429],
    unsampled: "needs an account with two-factor on and its app's current code",
  },
  {
    id: 'refresh',
    method: 'post',
    path: '/auth/refresh',
    tag: 'Auth',
    summary:
      "Trade a refresh token for a new pair (the old refresh token stops working) and the account's current rules",
    public: true,
    body: refreshBodySchema,
    answer: refreshed,
    errors: [400],
  },
  {
    id: 'register',
    method: 'post',
    path: '/register',
    tag: 'Auth',
    summary: 'Create an account',
    public: true,
    body: registerBodySchema,
    answer: registeredUserSchema,
    status: 201,
    errors: [400],
    destructive: true,
    // A username of its own too (it would be made from the full name): the check can run again on the same server.
    sample: () => {
      const email = freshEmail('account');
      return { body: { fullName: 'Contract Check', username: email.split('@')[0], email, password: 'Checked-42' } };
    },
  },
  {
    id: 'forgotPassword',
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'Auth',
    public: true,
    summary: 'Send a reset link (answers the same whether or not the account exists)',
    body: forgotPasswordBodySchema,
    answer: message,
    errors: [400],
    sample: () => ({ body: { email: freshEmail('nobody') } }),
  },
  {
    id: 'resetPassword',
    method: 'post',
    path: '/auth/reset-password',
    tag: 'Auth',
    public: true,
    summary: 'Set a new password with the emailed token',
    body: resetPasswordBodySchema,
    answer: message,
    errors: [400],
    unsampled: 'needs the token the server emailed',
  },

  // Notifications of the signed-in account: every account has them, whatever its role's rules (no ability).
  {
    id: 'listNotifications',
    method: 'get',
    path: '/notifications',
    tag: 'Notifications',
    summary: 'Newest first',
    answer: notificationListSchema,
    errors: [],
  },
  {
    id: 'updateNotification',
    method: 'patch',
    path: '/notifications/{id}',
    tag: 'Notifications',
    summary: 'Mark read or unread',
    body: notificationPatchSchema,
    answer: notificationSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<NotificationList>('listNotifications')?.notifications[0];
      return first && { path: { id: first.id }, body: { isRead: first.isRead } };
    },
  },
  {
    id: 'updateNotifications',
    method: 'patch',
    path: '/notifications',
    tag: 'Notifications',
    summary:
      'Mark up to 100 notifications read or unread; answers the whole list (404 and no change when an id is unknown)',
    body: notificationBulkPatchSchema,
    answer: notificationListSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<NotificationList>('listNotifications')?.notifications[0];
      return first && { body: { ids: [first.id], isRead: first.isRead } };
    },
  },
  {
    id: 'readAllNotifications',
    method: 'post',
    path: '/notifications/read-all',
    tag: 'Notifications',
    summary: 'Mark every notification read',
    answer: notificationListSchema,
    errors: [],
    destructive: true,
  },
  {
    id: 'deleteNotification',
    method: 'delete',
    path: '/notifications/{id}',
    tag: 'Notifications',
    summary: 'Delete a notification',
    answer: deletedSchema,
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const last = answerOf<NotificationList>('listNotifications')?.notifications.at(-1);
      return last && { path: { id: last.id } };
    },
  },
  {
    id: 'deleteNotifications',
    method: 'post',
    path: '/notifications/delete',
    tag: 'Notifications',
    summary: 'Delete up to 100 notifications (404 and no change when an id is unknown)',
    body: notificationBulkDeleteSchema,
    answer: deletedManySchema,
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      // The one before last: deleteNotification has taken the last.
      const list = answerOf<NotificationList>('listNotifications')?.notifications;
      const chosen = list?.at(-2);
      return chosen && { body: { ids: [chosen.id] } };
    },
  },

  // The shell's search box.
  {
    id: 'globalSearch',
    method: 'get',
    path: '/global-search',
    tag: 'Search',
    summary: "Pages whose title (in `lang`) contains `q`, at most 5, only those the caller's role may open",
    query: z.object({ q: z.optional(z.string()), lang: z.optional(z.string()) }),
    answer: searchResultsSchema,
    errors: [400],
  },

  // #demo-start
  ...demoEndpoints,
  // #demo-end
];

/** Path parameters of a template: `/user/{id}/friends` -> ['id']. */
export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
