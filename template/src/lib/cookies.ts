/**
 * Session cookies (the names are public: other tools may read them): `accessToken`, `refreshToken`,
 * `userData`, `userAbilityRules`.
 * 30 days, path `/`, SameSite=Lax, Secure when the page is served over https.
 * Values are stored as URI-encoded JSON so objects and strings read back with their type.
 */

export const cookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  userAbilityRules: 'userAbilityRules',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

/** Cookie lifetime in days. */
export const cookieLifetimeDays = 30;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function attributes(maxAgeSeconds: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function readRaw(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  }
  return undefined;
}

/** Reads a cookie written by `setCookie`; a missing or unreadable value gives `null`. */
export function getCookie<T>(name: CookieName): T | null {
  const raw = readRaw(name);
  if (raw === undefined || raw === '') return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as T;
  } catch {
    // A cookie written by something else (or truncated by the browser) is treated as absent.
    return null;
  }
}

export function setCookie(name: CookieName, value: unknown): void {
  if (!hasDocument()) return;
  const days = cookieLifetimeDays * 24 * 60 * 60;
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}${attributes(days)}`;
}

export function removeCookie(name: CookieName): void {
  if (!hasDocument()) return;
  // A past Expires as well as Max-Age=0: some cookie jars keep a Max-Age=0 cookie until the clock ticks.
  document.cookie = `${name}=${attributes(0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
