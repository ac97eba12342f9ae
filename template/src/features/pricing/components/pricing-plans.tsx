import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';
import { plans, type Billing, type Plan } from '../plans';

/** Where a plan's button leads: an in-app path (`to`, from pathTo) or an outside address (`href`). */
export type PlanAction =
  { to: string } | { href: string; /** Opens in a new tab. @default false */ external?: boolean };

export interface PricingPlansProps {
  billing: Billing;
  /** Where each plan's button leads. */
  actionFor: (plan: Plan) => PlanAction;
  /** Heading level of the plan names. @default 3 */
  level?: 2 | 3;
  className?: string;
}

/** The three plan cards; the popular one stands out. Prices follow the billing period. */
export function PricingPlans({ billing, actionFor, level = 3, className }: PricingPlansProps) {
  const { t } = useTranslation('pricing');
  const Heading = `h${level}` as const;
  return (
    <ul className={cn('grid items-stretch gap-6 md:grid-cols-3', className)}>
      {plans.map((plan) => {
        const action = actionFor(plan);
        return (
          <li key={plan.id} className="flex">
            <Card
              data-plan={plan.id}
              className={cn(
                'relative w-full gap-6 border p-6 sm:p-8',
                plan.popular ? 'border-primary-graphic shadow-float' : 'border-border/60',
              )}
            >
              {plan.popular && (
                <Badge variant="solid" className="absolute end-6 top-6">
                  {t('popular')}
                </Badge>
              )}
              <div>
                <Heading className="text-lg font-semibold">{t(`plans.${plan.id}.name`)}</Heading>
                <p className="mt-1 text-sm text-muted-foreground">{t(`plans.${plan.id}.tagline`)}</p>
              </div>
              <PlanPrice plan={plan} billing={billing} />
              <PlanButton action={action} popular={plan.popular}>
                {t(`plans.${plan.id}.cta`)}
              </PlanButton>
              <ul className="flex flex-col gap-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    <span
                      aria-hidden
                      className="mt-0.5 grid size-4.5 shrink-0 place-items-center rounded-full bg-primary/14 text-primary-text"
                    >
                      <Check className="size-3" />
                    </span>
                    {t(`features.${feature}`)}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function PlanButton({ action, popular, children }: { action: PlanAction; popular?: boolean; children: ReactNode }) {
  const { t } = useTranslation('pricing');
  const className = cn(buttonClasses({ variant: popular ? 'solid' : 'tonal', size: 'lg' }), 'w-full whitespace-normal');
  if ('to' in action) {
    return (
      <Link to={action.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={action.href}
      className={className}
      {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {action.external && <span className="sr-only">{t('newTab')}</span>}
    </a>
  );
}

function PlanPrice({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useTranslation('pricing');
  if (!plan.price) {
    return (
      <div className="min-h-20">
        <p className="text-4xl font-semibold tracking-tight">{t('custom')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('customNote')}</p>
      </div>
    );
  }
  const amount = plan.price[billing];
  const money = (value: number) => formatMoney(value, 'USD', { maximumFractionDigits: 0 });
  return (
    <div className="min-h-20">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight">{money(amount)}</span>
        <span className="text-sm text-muted-foreground">{t('perMonth')}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {amount === 0
          ? t('freeForever')
          : billing === 'annual' && plan.billedYearly
            ? t('billedYearly', { amount: money(plan.billedYearly) })
            : t('billedMonthly')}
      </p>
    </div>
  );
}
