/**
 * What the add form and the account settings check before anything is sent. Messages are keys
 * (this feature's own "Name is required", or the shared form rules), put into words where shown.
 */
import { z } from 'zod/mini';
import { msg } from '@/lib/form-messages';
import { userStatuses, type UserDetails, type UserInput, type UserPatch } from './types';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^(\+?[\d\s().-]{4,30})?$/;

const requiredText = (field: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `users:form.errors.${field}`), z.maxLength(max, msg.max(max)));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, msg.max(max)));

export const userFormSchema = z.object({
  name: requiredText('name', 80),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users:form.errors.email'),
      z.maxLength(254, msg.max(254)),
      z.regex(emailPattern, msg.email),
    ),
  company: requiredText('company', 80),
  role: requiredText('role', 80),
  status: z.enum(userStatuses),
  avatar: z.string(),
});
export type UserFormValues = z.infer<typeof userFormSchema>;

export const accountFormSchema = z.object({
  ...userFormSchema.shape,
  phone: optionalText(30).check(z.regex(phonePattern, 'users:form.errors.phone')),
  location: optionalText(80),
  /** Comma-separated in the form, a list on the server. */
  languages: optionalText(200).check(
    z.refine((v) => splitList(v).every((item) => item.length <= 40), 'users:form.errors.languages'),
    z.refine((v) => splitList(v).length <= 12, 'users:form.errors.languages'),
  ),
  bio: optionalText(500),
});
export type AccountFormValues = z.infer<typeof accountFormSchema>;

export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  company: '',
  role: '',
  status: 'active',
  avatar: '',
};

/** "English, French ,," -> ["English", "French"]. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const toUserInput = (values: UserFormValues): UserInput => ({ ...values });

export function accountValues({ user, profile }: UserDetails): AccountFormValues {
  const { id: _id, ...account } = user;
  return {
    ...account,
    phone: profile.phone,
    location: profile.location,
    languages: profile.languages.join(', '),
    bio: profile.bio,
  };
}

export function toAccountPatch(values: AccountFormValues): UserPatch {
  return { ...values, languages: splitList(values.languages) };
}
