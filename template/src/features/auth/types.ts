import { z } from 'zod';

export const loginInputSchema = z.object({ email: z.string(), password: z.string() });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  fullName: z.string(),
  username: z.string().optional(),
  email: z.string(),
  password: z.string(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});

export const userDataSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'client']),
  avatar: z.string().optional(),
});

/** Checked at the edge: a malformed login answer must not become a half-stored session. */
export const loginResultSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});

export const registeredUserSchema = userDataSchema.pick({
  id: true,
  username: true,
  email: true,
  fullName: true,
  role: true,
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
