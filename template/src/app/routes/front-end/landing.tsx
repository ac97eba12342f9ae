/**
 * /front-end/landing: Tessera's marketing page (public, blank layout). Light by design: no charts
 * and no backend until the visitor subscribes to the newsletter, so it paints from static HTML.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingFaq } from '@/features/landing/components/landing-faq';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingNav } from '@/features/landing/components/landing-nav';
import { LandingSection } from '@/features/landing/components/landing-section';
import { LandingTestimonials } from '@/features/landing/components/landing-testimonials';
import { PricingBillingSwitch } from '@/features/pricing/components/pricing-billing-switch';
import { PricingPlans, type PlanAction } from '@/features/pricing/components/pricing-plans';
import type { Billing, Plan } from '@/features/pricing/plans';
import { pathTo } from '@/config/paths';

const actionFor = (plan: Plan): PlanAction =>
  plan.id === 'enterprise' ? { href: 'mailto:sales@tessera.dev' } : { to: pathTo('register') };

export default function LandingScreen() {
  const { t } = useTranslation('landing');
  const [billing, setBilling] = useState<Billing>('annual');
  return (
    <div className="bg-background text-foreground">
      <LandingNav />
      <LandingHero />
      <LandingSection
        id="features"
        eyebrow={t('features.eyebrow')}
        title={t('features.title')}
        text={t('features.text')}
      >
        <LandingFeatures />
      </LandingSection>
      <LandingSection
        id="pricing"
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        text={t('pricing.text')}
        className="bg-card/60"
      >
        <PricingBillingSwitch billing={billing} onBillingChange={setBilling} className="mb-10" />
        <PricingPlans billing={billing} actionFor={actionFor} className="mx-auto max-w-5xl" />
      </LandingSection>
      <LandingSection id="testimonials" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')}>
        <LandingTestimonials />
      </LandingSection>
      <LandingSection id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} className="bg-card/60">
        <LandingFaq />
      </LandingSection>
      <LandingFooter />
    </div>
  );
}
