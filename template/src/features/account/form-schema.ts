/**
 * What the account forms check before anything is sent. Messages are keys (this feature's own, or
 * the shared form rules), put into words where they are shown.
 */
import { z } from 'zod/mini';
import { msg } from '@/lib/form-messages';
import { unmetPasswordChecks } from '@/lib/password-strength';
import { cardBrandOf, cardLength, cvcLength, expiryIsValid, profileLanguages, timeZones } from './types';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const profileFormSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(80, msg.max(80))),
  email: z.string().check(z.trim(), z.minLength(1, msg.required), z.regex(emailPattern, msg.email)),
  phone: z.string().check(z.trim(), z.regex(/^(\+?[\d\s().-]{6,20})?$/, 'account:errors.phone')),
  language: z.enum(profileLanguages),
  timeZone: z.enum(timeZones),
  avatar: z.nullable(z.string()),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, msg.required)),
    newPassword: z.string().check(
      z.minLength(1, { error: msg.required, abort: true }),
      z.refine((v) => unmetPasswordChecks(v).length === 0, 'auth:reset.errors.weak'),
    ),
    confirmPassword: z.string().check(z.minLength(1, msg.required)),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.confirmPassword === v.newPassword, {
      error: 'auth:reset.errors.mismatch',
      path: ['confirmPassword'],
    }),
  );
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const cardFormSchema = z
  .object({
    number: z.string().check(z.minLength(1, msg.required)),
    name: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(60, msg.max(60))),
    expiry: z.string().check(
      z.minLength(1, { error: msg.required, abort: true }),
      z.refine((v) => expiryIsValid(v), 'account:errors.expiry'),
    ),
    cvc: z.string().check(z.minLength(1, msg.required)),
  })
  .check(
    z.refine((v) => v.number === '' || v.number.length === cardLength(cardBrandOf(v.number)), {
      error: 'account:errors.cardNumber',
      path: ['number'],
    }),
    z.refine((v) => v.cvc === '' || v.cvc.length === cvcLength(cardBrandOf(v.number)), {
      error: 'account:errors.cvc',
      path: ['cvc'],
    }),
  );
export type CardFormValues = z.infer<typeof cardFormSchema>;
