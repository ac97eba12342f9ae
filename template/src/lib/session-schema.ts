/**
 * Schemas of the session the server hands out at sign-in. The session's types (lib/session.ts) are
 * inferred from them, so the check and the type cannot disagree. Loaded with the sign-in request,
 * never with a page (lib/parse-answer.ts).
 */
import { z } from 'zod/mini';

/** A CASL rule as the server sends it: action, subject, conditions, fields, inverted, reason. */
export const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  fields: z.optional(z.union([z.string(), z.array(z.string())])),
  inverted: z.optional(z.boolean()),
  reason: z.optional(z.string()),
});

/** The stored user: the account without its password and rules. */
export const userDataSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'client']),
  avatar: z.optional(z.string()),
});

/** Checked at the edge: a malformed login answer must not become a half-stored session. */
export const loginResultSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});

/** The password step's answer for an account with two-factor on: no tokens yet, a challenge for the code step. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string().check(z.minLength(1)),
});

/** What the password step answers: a session, or a two-factor challenge. */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
