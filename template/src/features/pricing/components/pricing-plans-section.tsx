import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billing } from '../plans';
import { PricingBillingSwitch } from './pricing-billing-switch';
import { PricingPlans, type PricingPlansProps } from './pricing-plans';

export type PricingPlansSectionProps = Pick<PricingPlansProps, 'actionFor'>;

/** The plans under their heading, with the monthly/annual switch (annual billing first). */
export function PricingPlansSection({ actionFor }: PricingPlansSectionProps) {
  const { t } = useTranslation('pricing');
  const [billing, setBilling] = useState<Billing>('annual');
  return (
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
  );
}
