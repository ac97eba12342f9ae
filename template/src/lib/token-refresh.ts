/**
 * Renewing the session's token pair once its access token has expired (lib/api-client.ts asks for
 * it on a 401, and sends the request itself).
 *
 * - ONE refresh at a time, shared by every request that met a 401 meanwhile.
 * - Tabs refresh one at a time (Web Locks): they share the session's cookies, and two of them
 *   spending the same refresh token at once would have a strict server end the session. A tab that
 *   waited uses the pair another tab stored meanwhile instead of spending the old token.
 * - Only the server's refusal (a 4xx answer) ends the session. A refresh that never got its answer
 *   (offline, a timeout, the page being left while it was on its way) or a failing server leaves
 *   the pair stored: asked again, the same refresh gets the same new pair (see server/src/auth.ts).
 */
import { isApiError } from './api-error';
import { clearSession, getAccessToken, getRefreshToken, setTokens, type AbilityRule } from './session';

/** What a refresh answers: the new pair, and the user's rules when the server sends them again. */
export interface RenewedTokens {
  accessToken: string;
  refreshToken: string;
  userAbilityRules?: unknown;
}

/** Sends the refresh for `refreshToken`: resolves with the new pair, or rejects with the ApiError it failed with. */
export type SendRefresh = (refreshToken: string) => Promise<RenewedTokens>;

let refreshing: Promise<void> | null = null;

/** The answer's rules when they look like CASL rules; else undefined and the stored ones stay. */
function abilityRulesOf(value: unknown): AbilityRule[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every((r: { action?: unknown; subject?: unknown } | null) => {
    const named = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    return typeof r === 'object' && r !== null && named(r.action) && named(r.subject);
  });
  return valid ? (value as AbilityRule[]) : undefined;
}

/** Runs `refresh` while no other tab of the app refreshes. */
function oneTabAtATime(refresh: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('tessera:token-refresh', refresh) : refresh();
}

/**
 * Renews the pair `refreshToken` belongs to through `send`, or joins the renewal already under way.
 * A refusal clears the session and calls `onRefused` (the way to the login page); every failure
 * rejects with the refresh's error.
 */
export function refreshTokens(refreshToken: string, send: SendRefresh, onRefused: () => void): Promise<void> {
  refreshing ??= oneTabAtATime(async () => {
    try {
      // Another tab rotated the pair while this one waited: use its tokens, the old one is spent.
      const stored = getRefreshToken();
      if (stored !== refreshToken && stored && getAccessToken()) return;
      const pair = await send(refreshToken);
      setTokens(pair.accessToken, pair.refreshToken, abilityRulesOf(pair.userAbilityRules));
    } catch (error) {
      if (isApiError(error) && error.kind === 'bad-request') {
        clearSession();
        onRefused();
      }
      throw error;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}
