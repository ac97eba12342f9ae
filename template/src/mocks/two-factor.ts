/**
 * The demo backend's TOTP codes (otpauth) and the sign-in challenges of accounts with two-factor
 * on. A challenge is what the password step hands out instead of tokens: it names the account, is
 * good for five minutes and for five wrong codes, and is spent by the right one. Challenges live in
 * memory only, so a reload in the middle of a sign-in starts it over, as a real server's short-lived
 * challenge would after expiring.
 */
import { Secret, TOTP } from 'otpauth';

export function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'Tessera', label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** Whether `code` is the account's current code; the previous and next 30 s steps are taken too (clock drift). */
export function isCurrentCode(secret: string, label: string, code: string): boolean {
  return totpOf(secret, label).validate({ token: code, window: 1 }) !== null;
}

const lifetimeMs = 5 * 60_000;
const maxAttempts = 5;
const challenges = new Map<string, { userId: number; expires: number; attemptsLeft: number }>();

export function openChallenge(userId: number): string {
  const id = crypto.randomUUID();
  challenges.set(id, { userId, expires: Date.now() + lifetimeMs, attemptsLeft: maxAttempts });
  return id;
}

/** The account a live challenge is for, or null when it is unknown, expired or used up. */
export function challengeUser(id: string): number | null {
  const challenge = challenges.get(id);
  if (!challenge || challenge.expires < Date.now() || challenge.attemptsLeft <= 0) {
    challenges.delete(id);
    return null;
  }
  return challenge.userId;
}

/** A wrong code spends one attempt; the last one ends the challenge. */
export function failChallenge(id: string): void {
  const challenge = challenges.get(id);
  if (challenge) challenge.attemptsLeft -= 1;
}

export function closeChallenge(id: string): void {
  challenges.delete(id);
}
