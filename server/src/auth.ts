/**
 * Accounts and tokens: scrypt password hashes, short-lived signed access tokens (HS256 JWT) and
 * opaque refresh tokens stored hashed, rotated on every use; a reused one revokes its family
 * (unless it is the same refresh again within a few seconds, whose answer was lost: see `rotate`).
 */
import { createHash, createHmac, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { Db } from './db';
import { abilityOf, ApiError, type Allow, type Env } from './http';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 64);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /**
   * Seconds during which a used refresh token may come again and get the same successor: the
   * answer to a refresh can be lost (the page reloaded or the connection dropped while it was on
   * its way), and the app then holds only the used token. @default 30
   */
  reuseGraceSeconds?: number;
}

export const defaultReuseGraceSeconds = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const now = () => Math.floor(Date.now() / 1000);

/**
 * The refresh token that replaces `token`: derived from it with the secret, so the same refresh
 * asked twice names the same successor and the session never forks into two lines of tokens.
 */
const successorOf = (settings: TokenSettings, token: string) =>
  createHmac('sha256', settings.secret).update(token).digest('base64url');

const accessTokenFor = (settings: TokenSettings, accountId: number) =>
  sign({ sub: String(accountId), exp: now() + settings.accessTtlSeconds }, settings.secret, 'HS256');

export async function issueTokens(
  db: Db,
  settings: TokenSettings,
  accountId: number,
  familyId: string = randomUUID(),
  refreshToken: string = randomBytes(32).toString('base64url'),
) {
  const accessToken = await accessTokenFor(settings, accountId);
  db.run(
    'INSERT INTO refresh_tokens (token_hash, family_id, account_id, expires_at) VALUES (?, ?, ?, ?)',
    sha256(refreshToken),
    familyId,
    accountId,
    now() + settings.refreshTtlSeconds,
  );
  return { accessToken, refreshToken };
}

interface StoredRefresh {
  family_id: string;
  account_id: number;
  expires_at: number;
  used_at: number | null;
  revoked: number;
}

/**
 * A new pair (and whose it is) for a valid refresh token; null when it is unknown, expired, revoked
 * or reused. A used token that comes again within the grace, while its successor is still unused,
 * is the same refresh whose answer was lost: it gets that successor again (with a new access token).
 * Any other reuse means someone holds a copy of a token already traded in: the whole family ends.
 */
export async function rotate(db: Db, settings: TokenSettings, token: string) {
  const find = (hash: string) => db.get<StoredRefresh>('SELECT * FROM refresh_tokens WHERE token_hash = ?', hash);
  const stored = find(sha256(token));
  if (!stored || stored.revoked || stored.expires_at <= now()) return null;
  const successor = successorOf(settings, token);
  if (stored.used_at !== null) {
    const next = find(sha256(successor));
    const grace = settings.reuseGraceSeconds ?? defaultReuseGraceSeconds;
    if (next && !next.revoked && next.used_at === null && now() - stored.used_at <= grace) {
      const accessToken = await accessTokenFor(settings, stored.account_id);
      return { accessToken, refreshToken: successor, accountId: stored.account_id };
    }
    db.run('UPDATE refresh_tokens SET revoked = 1 WHERE family_id = ?', stored.family_id);
    return null;
  }
  db.run('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?', now(), sha256(token));
  const pair = await issueTokens(db, settings, stored.account_id, stored.family_id, successor);
  return { ...pair, accountId: stored.account_id };
}

/**
 * The guard of every private route: a valid bearer access token (401 otherwise), then the
 * account's CASL rules must allow the route's action on its subject (403 otherwise), as the app
 * checks them. Guards sit on the routes themselves, so an unknown path answers 404.
 */
export function guards(db: Db, settings: TokenSettings): Allow {
  const authenticate = signedIn(db, settings);
  return (action, subject) => async (c, next) => {
    await authenticate(c, async () => {
      if (!c.get('account').ability.can(action, subject)) throw new ApiError(403, `You may not ${action} ${subject}`);
      await next();
    });
  };
}

/**
 * Requires a valid bearer access token (401 otherwise); the account and its CASL ability go on the
 * context. The guard of what every signed-in account has whatever its rules (its notifications).
 */
export function signedIn(db: Db, settings: TokenSettings): MiddlewareHandler<Env> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (!match) throw new ApiError(401, 'Missing bearer token');
    let accountId: number;
    try {
      accountId = Number((await verify(match[1]!, settings.secret, 'HS256')).sub);
    } catch (error) {
      const expired = (error as Error).name === 'JwtTokenExpired';
      throw new ApiError(401, expired ? 'Access token expired' : 'Invalid access token');
    }
    const account = db.get<{ id: number; role: string; ability_rules: string }>(
      'SELECT id, role, ability_rules FROM accounts WHERE id = ?',
      accountId,
    );
    if (!account) throw new ApiError(401, 'Invalid access token');
    c.set('account', { id: account.id, role: account.role, ability: abilityOf(JSON.parse(account.ability_rules)) });
    await next();
  };
}
