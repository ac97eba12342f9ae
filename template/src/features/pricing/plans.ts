/**
 * The plans, in one place for the pricing page and the landing page. Static on purpose: the public
 * landing page is pre-rendered and must show prices without a backend. Wire your billing
 * provider's price list here.
 */

export type Billing = 'monthly' | 'annual';
export type PlanId = 'starter' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** Price per month in USD for each billing period; null for a quote ("Custom"). */
  price: Record<Billing, number> | null;
  /** Yearly total billed on the annual plan. */
  billedYearly?: number;
  /** Keys of `pricing:features.*` the plan includes, in display order. */
  features: string[];
  popular?: boolean;
}

export const plans: Plan[] = [
  {
    id: 'starter',
    price: { monthly: 0, annual: 0 },
    features: ['projects1', 'dashboards', 'themes', 'community'],
  },
  {
    id: 'pro',
    price: { monthly: 12, annual: 10 },
    billedYearly: 120,
    features: ['projectsUnlimited', 'allApps', 'languages', 'figma', 'updates', 'emailSupport'],
    popular: true,
  },
  {
    id: 'enterprise',
    price: null,
    features: ['everythingPro', 'sso', 'extendedLicense', 'onboarding', 'dedicatedSupport'],
  },
];

/** Saving of the annual plan over twelve monthly payments, in percent (rounded down). */
export function annualSaving(plan: Plan): number {
  if (!plan.price || plan.price.monthly === 0) return 0;
  return Math.floor((1 - plan.price.annual / plan.price.monthly) * 100);
}

/** Comparison table rows: a value per plan, `true`/`false` for included or not, or a label key. */
export const comparison: { feature: string; values: Record<PlanId, boolean | string> }[] = [
  { feature: 'projects', values: { starter: '1', pro: 'unlimited', enterprise: 'unlimited' } },
  { feature: 'seats', values: { starter: '1', pro: '10', enterprise: 'unlimited' } },
  { feature: 'dashboards', values: { starter: true, pro: true, enterprise: true } },
  { feature: 'allApps', values: { starter: false, pro: true, enterprise: true } },
  { feature: 'languages', values: { starter: false, pro: true, enterprise: true } },
  { feature: 'figma', values: { starter: false, pro: true, enterprise: true } },
  { feature: 'sso', values: { starter: false, pro: false, enterprise: true } },
  { feature: 'support', values: { starter: 'community', pro: 'email', enterprise: 'dedicated' } },
  { feature: 'updates', values: { starter: '3months', pro: '12months', enterprise: 'lifetime' } },
];
