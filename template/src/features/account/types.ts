/**
 * Account settings: the answers of the /account endpoints (zod schemas shared with the demo
 * backend) and the fixed lists the screens and the backend agree on.
 */
import { z } from 'zod/mini';

/** The tabs, each its own address: /account/<tab>. */
export const accountTabs = ['account', 'security', 'notifications', 'appearance', 'billing'] as const;
export type AccountTab = (typeof accountTabs)[number];
export const isAccountTab = (tab: unknown): tab is AccountTab => accountTabs.includes(tab as AccountTab);

export const profileLanguages = ['en', 'fr', 'ar'] as const;
export const timeZones = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Africa/Cairo',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
] as const;

/** Avatar files the account tab takes: a picture of at most 800 KB (the demo stores it as a data URL). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const avatarMaxBytes = 800 * 1024;

export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(profileLanguages),
  timeZone: z.enum(timeZones),
  avatar: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const deviceSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  location: z.string(),
  lastActive: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const securitySchema = z.object({
  twoFactorEnabled: z.boolean(),
  sessions: z.array(deviceSessionSchema),
});
export type Security = z.infer<typeof securitySchema>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const notificationEvents = ['newOrder', 'newComment', 'mention', 'weeklyReport', 'security', 'product'] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;
export type NotificationEvent = (typeof notificationEvents)[number];
export type NotificationChannel = (typeof notificationChannels)[number];

const channelChoices = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });
export const notificationPrefsSchema = z.object({
  newOrder: channelChoices,
  newComment: channelChoices,
  mention: channelChoices,
  weeklyReport: channelChoices,
  security: channelChoices,
  product: channelChoices,
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const plans = ['basic', 'standard', 'enterprise'] as const;
export type Plan = (typeof plans)[number];
/** Monthly price in US dollars. */
export const planPrices: Record<Plan, number> = { basic: 0, standard: 49, enterprise: 99 };

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  name: z.string(),
  expiry: z.string(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const billingInvoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  plan: z.enum(plans),
  amount: z.number(),
  status: z.enum(['paid', 'pending', 'failed']),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const billingSchema = z.object({
  plan: z.enum(plans),
  renewsOn: z.string(),
  paymentMethods: z.array(paymentMethodSchema),
  history: z.array(billingInvoiceSchema),
});
export type Billing = z.infer<typeof billingSchema>;

export const messageSchema = z.object({ message: z.string() });

/** The card's brand from its first digits (the number's issuer prefixes). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Digits a complete number of the brand has (American Express: 15, the others 16). */
export const cardLength = (brand: CardBrand) => (brand === 'amex' ? 15 : 16);
/** Digits of the security code (American Express: 4, the others 3). */
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** "MMYY" digits that name a month from this one on (cards are valid to the end of the month). */
export function expiryIsValid(digits: string, now: Date = new Date()): boolean {
  if (!/^\d{4}$/.test(digits)) return false;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

// The bodies of the account writes, as the server checks them (400 names each wrong field).
const required = 'This field is required';
// A data URL's base64 text is 4/3 of the file's bytes.
const maxAvatarChars = Math.ceil((avatarMaxBytes * 4) / 3) + 64;

/** PATCH /account/profile (avatar: a data URL of a picture of at most 800 KB, or null). */
export const profileBodySchema = z.object({
  fullName: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(80, 'You must enter a maximum of 80 characters')),
  email: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.email('Please enter a valid email')),
  phone: z
    .string({ error: 'Phone must be text' })
    .check(z.trim(), z.regex(/^(\+?[\d\s().-]{6,20})?$/, 'Enter a phone number of 6 to 20 digits, spaces or dashes')),
  language: z.enum(profileLanguages, 'Choose English, French or Arabic'),
  timeZone: z.enum(timeZones, 'Choose a time zone from the list'),
  avatar: z.nullable(
    z
      .string()
      .check(
        z.regex(
          /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/,
          'The picture must be a PNG, JPEG, WebP or GIF',
        ),
        z.maxLength(maxAvatarChars, 'The picture must be at most 800 KB'),
      ),
  ),
});

/** POST /account/deactivate: the account's e-mail, typed again. */
export const deactivateBodySchema = z.object({ confirmation: z.string({ error: required }) });

// The same strength rule as register and reset: 8 characters mixing lower case, upper case and a digit.
const weakPassword = 'Use at least 8 characters with upper and lower case letters and a digit';

/** POST /account/password */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string({ error: required }).check(z.minLength(1, required)),
  newPassword: z
    .string({ error: required })
    .check(
      z.refine(
        (value: string) => value.length >= 8 && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\d/.test(value),
        { error: weakPassword },
      ),
    ),
});

/** POST /account/two-factor/verify: the authenticator app's current code. */
export const twoFactorCodeBodySchema = z.object({
  code: z.string({ error: required }).check(z.regex(/^\d{6}$/, 'Enter the 6-digit code from your app')),
});

/** PUT /account/billing/plan */
export const planBodySchema = z.object({ plan: z.enum(plans, 'Choose basic, standard or enterprise') });

/** POST /account/billing/cards: the brand's length of number and security code is checked beside it. */
export const cardBodySchema = z.object({
  number: z.string({ error: required }).check(z.regex(/^\d{12,19}$/, 'Enter the card number')),
  name: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(60, 'You must enter a maximum of 60 characters')),
  expiry: z.string({ error: required }),
  cvc: z.string({ error: required }),
});
