/**
 * Account settings seed: what each demo user has stored beside their sign-in account (phone,
 * language, two-factor, devices, notification choices, plan, cards and invoices). A user with no
 * entry (a fresh sign-up) starts from `defaultAccountSettings`.
 */
import {
  notificationChannels,
  notificationEvents,
  type BillingInvoice,
  type DeviceSession,
  type NotificationPrefs,
  type PaymentMethod,
  type Plan,
} from '@/features/account/types';

export interface StoredAccountSettings {
  /** The user's id (one entry per user). */
  id: number;
  phone: string;
  language: 'en' | 'fr' | 'ar';
  timeZone: string;
  twoFactor: { enabled: boolean; secret?: string; pendingSecret?: string };
  /** Other devices signed in; the current one is added when the list is read. */
  sessions: Omit<DeviceSession, 'current'>[];
  notifications: NotificationPrefs;
  plan: Plan;
  paymentMethods: PaymentMethod[];
  history: BillingInvoice[];
}

const day = 24 * 60 * 60 * 1000;

function prefs(on: (event: string, channel: string) => boolean): NotificationPrefs {
  const entries = notificationEvents.map((event) => [
    event,
    Object.fromEntries(notificationChannels.map((channel) => [channel, on(event, channel)])),
  ]);
  return Object.fromEntries(entries) as NotificationPrefs;
}

/** Twelve monthly invoices of the plan, newest first, the latest one still pending. */
function invoices(plan: Plan, amount: number, now: number): BillingInvoice[] {
  return Array.from({ length: amount ? 14 : 0 }, (_, i) => ({
    id: `BIL-${String(1040 - i).padStart(4, '0')}`,
    date: new Date(now - i * 30 * day).toISOString(),
    plan,
    amount,
    status: i === 0 ? 'pending' : i === 5 ? 'failed' : 'paid',
  }));
}

function otherSessions(now: number): StoredAccountSettings['sessions'] {
  return [
    {
      id: 'dev-iphone',
      browser: 'Safari on iOS',
      device: 'iPhone 15',
      location: 'Paris, France',
      lastActive: new Date(now - 2 * 3_600_000).toISOString(),
    },
    {
      id: 'dev-ipad',
      browser: 'Chrome on iPadOS',
      device: 'iPad Air',
      location: 'Lyon, France',
      lastActive: new Date(now - 3 * day).toISOString(),
    },
    {
      id: 'dev-windows',
      browser: 'Edge on Windows',
      device: 'Dell XPS 13',
      location: 'London, United Kingdom',
      lastActive: new Date(now - 12 * day).toISOString(),
    },
  ];
}

export function defaultAccountSettings(id: number): StoredAccountSettings {
  return {
    id,
    phone: '',
    language: 'en',
    timeZone: 'UTC',
    twoFactor: { enabled: false },
    sessions: [],
    notifications: prefs((event, channel) => channel === 'email' || event === 'security'),
    plan: 'basic',
    paymentMethods: [],
    history: [],
  };
}

export function accountSettingsSeed(now: number = Date.now()): StoredAccountSettings[] {
  return [
    {
      ...defaultAccountSettings(1),
      phone: '+1 202 555 0143',
      timeZone: 'America/New_York',
      sessions: otherSessions(now),
      notifications: prefs((event, channel) => channel !== 'app' || event === 'mention'),
      plan: 'enterprise',
      paymentMethods: [
        { id: 'card-1', brand: 'visa', last4: '4242', name: 'John Doe', expiry: '0830', isDefault: true },
        { id: 'card-2', brand: 'mastercard', last4: '4444', name: 'John Doe', expiry: '1128', isDefault: false },
      ],
      history: invoices('enterprise', 99, now),
    },
    {
      ...defaultAccountSettings(2),
      phone: '+33 6 12 34 56 78',
      language: 'fr',
      timeZone: 'Europe/Paris',
      sessions: otherSessions(now).slice(0, 1),
      plan: 'standard',
      paymentMethods: [
        { id: 'card-1', brand: 'amex', last4: '0005', name: 'Jane Miller', expiry: '0529', isDefault: true },
      ],
      history: invoices('standard', 49, now),
    },
  ];
}
