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
