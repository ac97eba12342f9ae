/**
 * The signed-in session: tokens, user and ability rules, kept in cookies.
 * Signed in only when both `userData` and `accessToken` exist. Everything that changes the
 * session goes through this module so React (useUserData) and CASL (lib/ability) follow along.
 */
import { useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { pathTo } from '@/config/paths';
import { cookieNames, getCookie, removeCookie, setCookie } from './cookies';
import { env } from '@/config/env';
import type { abilityRuleSchema, loginResultSchema, userDataSchema } from './session-schema';

/** The session's shapes, inferred from the schemas the sign-in answer is checked with. */
export type UserData = z.infer<typeof userDataSchema>;
export type Role = UserData['role'];
export type AbilityRule = z.infer<typeof abilityRuleSchema>;
/** What POST /auth/login answers. */
export type LoginResult = z.infer<typeof loginResultSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((l) => l());
}

/** Subscribes to any session change (tokens, user or rules). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs after every logout, e.g. to drop cached server data of the previous user. */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export const getAccessToken = (): string | null => getCookie<string>(cookieNames.accessToken);
export const getRefreshToken = (): string | null => getCookie<string>(cookieNames.refreshToken);
export const getAbilityRules = (): AbilityRule[] => getCookie<AbilityRule[]>(cookieNames.userAbilityRules) ?? [];

// useSyncExternalStore needs a stable snapshot: parse the cookie again only when its text changes.
let lastUserRaw: string | null | undefined;
let lastUser: UserData | null = null;

export function getUserData(): UserData | null {
  const raw = typeof document === 'undefined' ? null : document.cookie;
  if (raw !== lastUserRaw) {
    lastUserRaw = raw;
    const next = getCookie<UserData>(cookieNames.userData);
    const same = next && lastUser && JSON.stringify(next) === JSON.stringify(lastUser);
    lastUser = same ? lastUser : next;
  }
  return lastUser;
}

export function isSignedIn(): boolean {
  return Boolean(getUserData() && getAccessToken());
}

/** The signed-in user, re-rendering on login, logout and session expiry. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribeSession, getUserData, () => null);
}

/** Stores a fresh login (all four cookies). */
export function startSession(result: LoginResult): void {
  setCookie(cookieNames.userAbilityRules, result.userAbilityRules);
  setCookie(cookieNames.userData, result.userData);
  setTokens(result.accessToken, result.refreshToken);
}

/**
 * Stores a rotated token pair (the used refresh token is replaced) and, when the refresh answer
 * carries them, the role's rules as they are now: an admin's change reaches the open session.
 */
export function setTokens(accessToken: string, refreshToken: string, rules?: AbilityRule[]): void {
  if (rules) setCookie(cookieNames.userAbilityRules, rules);
  setCookie(cookieNames.accessToken, accessToken);
  setCookie(cookieNames.refreshToken, refreshToken);
  notify();
}

/** Forgets tokens and user; the ability rules stay until `clearAbilityRules`. */
export function clearSession(): void {
  removeCookie(cookieNames.accessToken);
  removeCookie(cookieNames.refreshToken);
  removeCookie(cookieNames.userData);
  notify();
}

export function clearAbilityRules(): void {
  removeCookie(cookieNames.userAbilityRules);
  notify();
  endListeners.forEach((l) => l());
}

type Navigate = (to: string) => unknown;
let navigator: Navigate = (to) => {
  if (typeof location !== 'undefined') location.assign(`${env.baseUrl}${to.replace(/^\//, '')}`);
};

/** main.tsx hands in the router's navigate so logout stays a client-side transition. */
export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Longest wait for the login screen before the rules are cleared anyway (e.g. its chunk failed). */
export const logoutSettleMs = 2000;
let signedOutScreenShown: (() => void) | null = null;

/**
 * Signed-out screens call this once they are on screen (after React committed them). The router
 * commits a navigation in a transition, so its promise can resolve while the signed-in screens
 * are still mounted; clearing the rules and the cached data then would make them refetch
 * without a token.
 */
export function confirmSignedOutScreen(): void {
  signedOutScreenShown?.();
}

/**
 * Clear tokens and user, go to /login, THEN clear the rules. Emptying the rules last
 * keeps the page being left from flashing "not found" before the login screen replaces it.
 */
export async function logout(): Promise<void> {
  clearSession();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const shown = new Promise<void>((resolve) => {
    signedOutScreenShown = resolve;
    timer = setTimeout(resolve, logoutSettleMs);
  });
  try {
    await navigator(pathTo('login'));
    await shown;
  } finally {
    clearTimeout(timer);
    signedOutScreenShown = null;
    clearAbilityRules();
  }
}
