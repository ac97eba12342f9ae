// zod/mini: the same schemas at a fraction of the bytes, which matters on the login page.
import { z } from 'zod/mini';

export const loginInputSchema = z.object({ email: z.string(), password: z.string() });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  fullName: z.string(),
  username: z.optional(z.string()),
  email: z.string(),
  password: z.string(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  fields: z.optional(z.union([z.string(), z.array(z.string())])),
  inverted: z.optional(z.boolean()),
  reason: z.optional(z.string()),
});

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

export const registeredUserSchema = z.pick(userDataSchema, {
  id: true,
  username: true,
  email: true,
  fullName: true,
  role: true,
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
