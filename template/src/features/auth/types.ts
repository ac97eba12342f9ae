// zod/mini: the same schemas at a fraction of the bytes, which matters on the login page.
import { z } from 'zod/mini';
import { loginAnswerSchema, loginResultSchema, userDataSchema } from '@/lib/session-schema';

export { loginAnswerSchema, loginResultSchema };

// What the forms send; the servers check these bodies with the schemas at the end of this file.
export type LoginInput = z.input<typeof loginBodySchema>;

/** The code step of a sign-in with two-factor: the password step's challenge and the app's 6 digits. */
export type TwoFactorInput = z.input<typeof twoFactorBodySchema>;

export type RegisterInput = z.input<typeof registerBodySchema>;

export const registeredUserSchema = z.pick(userDataSchema, {
  id: true,
  username: true,
  email: true,
  fullName: true,
  role: true,
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

// Request bodies of the auth endpoints, as the servers check them: the demo backend, the reference
// server (server/) and the API contract share these. Messages name what is wrong under the field
// it is about. (This module loads when a sign-in answer arrives, not with the login page.)

const required = 'This field is required';

const requiredText = z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));
export const emailField = z.pipe(requiredText, z.email({ error: 'Please enter a valid email' }));

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: required }).check(z.minLength(1, { error: required })),
});

export const twoFactorBodySchema = z.object({
  challenge: z.string({ error: 'Sign in again' }).check(z.minLength(1, { error: 'Sign in again' })),
  code: z.string({ error: required }).check(z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' })),
});

export const registerBodySchema = z.object({
  fullName: requiredText.check(z.maxLength(80, { error: 'You must enter a maximum of 80 characters' })),
  username: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[a-zA-Z0-9._-]{3,30}$/, { error: 'Use 3 to 30 letters, digits, dots, dashes or underscores' }),
      ),
  ),
  email: emailField,
  password: z.string({ error: required }).check(z.minLength(6, { error: 'You must enter a minimum of 6 characters' })),
});

// The same strength rule as the reset form: 8 characters mixing lower case, upper case and a digit.
const weakPassword = 'Use at least 8 characters with upper and lower case letters and a digit';
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: 'Reset link is invalid or has expired' })
    .check(z.minLength(1, { error: 'Reset link is invalid or has expired' })),
  password: z
    .string({ error: required })
    .check(
      z.minLength(8, { error: weakPassword }),
      z.regex(/\p{Ll}/u, { error: weakPassword }),
      z.regex(/\p{Lu}/u, { error: weakPassword }),
      z.regex(/\d/, { error: weakPassword }),
    ),
});

export const refreshBodySchema = z.object({
  token: z.string({ error: 'Invalid refresh token' }).check(z.minLength(1, { error: 'Invalid refresh token' })),
});

export const forgotPasswordBodySchema = z.object({ email: emailField });
