/**
 * Demo accounts and the tokens issued to them. Tokens are opaque random strings stored with an
 * expiry, so the backend can expire access tokens and refuse a refresh token used twice.
 */
import type { UserData } from '@/lib/session';
import { demoAccounts, type DemoAccount } from './data/auth';
import { collection } from './db';

/** The user as the API shows it: no password, no rules (the login answer's `userData`). */
export type PublicUser = UserData;

/** Token lifetimes in ms: 15-minute access tokens (renewed silently by the client), 7-day refresh tokens. */
export const tokenLifetimes = {
  access: 15 * 60 * 1000,
  refresh: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Demo knob: `localStorage['tessera-demo:access-token-ttl'] = '5000'` makes new access tokens last
 * 5 s, to watch the silent refresh happen (the e2e suite uses it too). Bounded to 1 s .. 1 day.
 */
export const accessTtlKey = 'tessera-demo:access-token-ttl';

function accessLifetime(): number {
  try {
    const override = Number(globalThis.localStorage?.getItem(accessTtlKey));
    if (Number.isFinite(override) && override >= 1000 && override <= 86_400_000) return override;
  } catch {
    // Storage blocked: use the default.
  }
  return tokenLifetimes.access;
}

interface IssuedToken {
  id: string;
  kind: 'access' | 'refresh';
  userId: number;
  expiresAt: number;
  /** A used refresh token: the one that replaced it (kept for the grace below, then forgotten). */
  successor?: string;
}

/**
 * How long a used refresh token may come again and get the same successor: the answer to a refresh
 * is lost when the page reloads while it is on its way, and the app then holds only the used token.
 * The reference server (server/src/auth.ts) forgives the same way, for 30 s.
 */
export const refreshReuseGraceMs = 30_000;

export const accounts = collection<DemoAccount>('accounts', demoAccounts);
// Issued tokens are not demo data: "Reset demo data" must not sign everybody out.
const tokens = collection<IssuedToken>('tokens', () => [], { persist: 'always' });

export function toPublicUser(account: DemoAccount): PublicUser {
  const { id, fullName, username, email, role, avatar } = account;
  return avatar ? { id, fullName, username, email, role, avatar } : { id, fullName, username, email, role };
}

function randomToken(): string {
  // getRandomValues works outside secure contexts too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function findAccountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return accounts.all().find((a) => a.email.toLowerCase() === wanted);
}

export function findAccountByUsername(username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return accounts.all().find((a) => a.username.toLowerCase() === wanted);
}

/**
 * Issues a fresh access token, and a refresh token unless `refreshToken` is an issued one to hand
 * out again; forgets tokens that have expired and marks `used` as replaced by the new refresh token.
 */
export function issueTokens(
  userId: number,
  { refreshToken, used }: { refreshToken?: string; used?: string } = {},
): { accessToken: string; refreshToken: string } {
  const now = Date.now();
  const accessToken = randomToken();
  const next = refreshToken ?? randomToken();
  const live = tokens
    .all()
    .filter((t) => t.expiresAt > now)
    .map((t) =>
      t.id === used ? { ...t, successor: next, expiresAt: Math.min(t.expiresAt, now + refreshReuseGraceMs) } : t,
    );
  tokens.replaceAll([
    ...live,
    { id: accessToken, kind: 'access', userId, expiresAt: now + accessLifetime() },
    ...(refreshToken ? [] : [{ id: next, kind: 'refresh' as const, userId, expiresAt: now + tokenLifetimes.refresh }]),
  ]);
  return { accessToken, refreshToken: next };
}

/** The user behind an access token; 'expired' when it was valid once; null when unknown. */
export function userFromAccessToken(token: string): PublicUser | 'expired' | null {
  const issued = tokens.find(token);
  if (!issued || issued.kind !== 'access') return null;
  if (issued.expiresAt <= Date.now()) return 'expired';
  const account = accounts.find(issued.userId);
  return account ? toPublicUser(account) : null;
}

/**
 * Rotates a refresh token: the used one is replaced, so a second use fails; except the same refresh
 * asked again within the grace while its successor is unused, which gets that successor again.
 */
export function rotateRefreshToken(token: string): { accessToken: string; refreshToken: string } | null {
  const issued = tokens.find(token);
  if (!issued || issued.kind !== 'refresh') return null;
  if (issued.expiresAt <= Date.now() || !accounts.find(issued.userId)) {
    tokens.remove(token);
    return null;
  }
  if (!issued.successor) return issueTokens(issued.userId, { used: token });
  const successor = tokens.find(issued.successor);
  if (!successor || successor.successor) return null;
  return issueTokens(issued.userId, { refreshToken: successor.id });
}

/** The account behind a user id (with its password: for the backend's own checks only). */
export function findAccount(userId: number): DemoAccount | undefined {
  return accounts.find(userId);
}

/** Saves name, e-mail or avatar of an account (the account settings' profile); `avatar: null` removes it. */
export function updateAccountProfile(
  userId: number,
  patch: { fullName: string; email: string; avatar: string | null },
): PublicUser | undefined {
  const account = accounts.find(userId);
  if (!account) return undefined;
  const { avatar, ...rest } = patch;
  const next: DemoAccount = { ...account, ...rest };
  if (avatar) next.avatar = avatar;
  else delete next.avatar;
  accounts.replaceAll(accounts.all().map((a) => (a.id === userId ? next : a)));
  return toPublicUser(next);
}

/** Sets a new password: from now on only it signs the account in. */
export function setAccountPassword(userId: number, password: string): void {
  accounts.update(userId, { password });
}

/** Ends every session of the user except the one holding `keepAccessToken` (and its refresh token). */
export function revokeOtherTokens(userId: number, keepAccessToken: string): void {
  const kept = tokens.find(keepAccessToken);
  // Both tokens of a pair are issued at the same moment: the kept session's refresh token is the
  // one whose issue time matches its access token's.
  const issuedAt = (t: IssuedToken) => t.expiresAt - (t.kind === 'access' ? accessLifetime() : tokenLifetimes.refresh);
  const keptAt = kept ? issuedAt(kept) : Number.NaN;
  tokens.replaceAll(
    tokens
      .all()
      .filter(
        (t) =>
          t.userId !== userId ||
          t.id === keepAccessToken ||
          (t.kind === 'refresh' && Math.abs(issuedAt(t) - keptAt) < 1000),
      ),
  );
}

/** Removes an account and signs it out everywhere (deactivation). */
export function removeAccount(userId: number): void {
  accounts.remove(userId);
  tokens.replaceAll(tokens.all().filter((t) => t.userId !== userId));
}
