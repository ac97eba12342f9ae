/** /pages/pricing: the plans with a monthly/annual switch, the full comparison and billing questions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { externalLinks, pathTo } from '@/config/paths';
import type { Billing, Plan } from '@/features/pricing/plans';
import { PricingBillingSwitch } from '@/features/pricing/components/pricing-billing-switch';
import { PricingComparison } from '@/features/pricing/components/pricing-comparison';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { PricingPlans, type PlanAction } from '@/features/pricing/components/pricing-plans';

/** Free starts at sign-up, Pro goes to the checkout page, Enterprise writes to sales. */
const actionFor = (plan: Plan): PlanAction =>
  plan.id === 'starter'
    ? { to: pathTo('auth-register') }
    : plan.id === 'pro'
      ? { href: externalLinks.buyNow, external: true }
      : { href: 'mailto:sales@tessera.dev' };

export default function PricingScreen() {
  const { t } = useTranslation(['pricing', 'nav']);
  const [billing, setBilling] = useState<Billing>('annual');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-pricing') }]}
      />
      <section aria-labelledby="plans-title" className="flex flex-col gap-6">
        <div className="text-center">
          <h2 id="plans-title" className="text-2xl font-semibold tracking-tight">
            {t('plansTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{t('plansText')}</p>
          <PricingBillingSwitch billing={billing} onBillingChange={setBilling} className="mt-5" />
        </div>
        <PricingPlans billing={billing} actionFor={actionFor} />
      </section>
      <PricingComparison />
      <section aria-labelledby="pricing-faq-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <h2 id="pricing-faq-title" className="text-center text-xl font-semibold">
          {t('faq.title')}
        </h2>
        <PricingFaq />
      </section>
    </div>
  );
}
