// zod/mini: the same schemas at a fraction of the bytes, which matters on the login page.
import { z } from 'zod/mini';
import { loginAnswerSchema, loginResultSchema, userDataSchema } from '@/lib/session-schema';

export { loginAnswerSchema, loginResultSchema };

export const loginInputSchema = z.object({ email: z.string(), password: z.string() });
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The code step of a sign-in with two-factor: the password step's challenge and the app's 6 digits. */
export const twoFactorInputSchema = z.object({ challenge: z.string(), code: z.string() });
export type TwoFactorInput = z.infer<typeof twoFactorInputSchema>;

export const registerInputSchema = z.object({
  fullName: z.string(),
  username: z.optional(z.string()),
  email: z.string(),
  password: z.string(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const registeredUserSchema = z.pick(userDataSchema, {
  id: true,
  username: true,
  email: true,
  fullName: true,
  role: true,
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
