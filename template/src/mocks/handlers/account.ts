/**
 * Account settings of the signed-in user (/account/...): the endpoints live in account-profile.ts
 * (profile, deactivation, notifications), account-security.ts (password, two-factor, devices) and
 * account-billing.ts (plan, cards, history); their data in account-store.ts, one entry per user.
 * This file serves them all, as the first path segment `account` names it.
 */
import { billingHandlers } from './account-billing';
import { profileHandlers } from './account-profile';
import { securityHandlers } from './account-security';

export const handlers = [...profileHandlers, ...securityHandlers, ...billingHandlers];
