/** /pages/pricing: the plans with a monthly/annual switch, the full comparison and billing questions. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { externalLinks, pathTo } from '@/config/paths';
import type { Plan } from '@/features/pricing/plans';
import type { PlanAction } from '@/features/pricing/components/pricing-plans';
import { PricingComparison } from '@/features/pricing/components/pricing-comparison';
import { PricingFaqSection } from '@/features/pricing/components/pricing-faq';
import { PricingPlansSection } from '@/features/pricing/components/pricing-plans-section';

/** Free starts at sign-up, Pro goes to the checkout page, Enterprise writes to sales. */
const actionFor = (plan: Plan): PlanAction =>
  plan.id === 'starter'
    ? { to: pathTo('auth-register') }
    : plan.id === 'pro'
      ? { href: externalLinks.buyNow, external: true }
      : { href: 'mailto:sales@tessera.dev' };

const cells: PageCell[] = [
  { id: 'plans', span: 'col-span-12', card: <PricingPlansSection actionFor={actionFor} /> },
  { id: 'comparison', span: 'col-span-12', card: <PricingComparison /> },
  { id: 'faq', span: 'col-span-12', card: <PricingFaqSection /> },
];

export default function PricingScreen() {
  const { t } = useTranslation(['pricing', 'nav']);
  // A sales page: its sections sit further apart than the cards of a working screen. Only the rows:
  // eleven wider column gaps would not fit on a phone.
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-pricing') }]}
      />
      <PageGrid cells={cells} className="gap-y-8" />
    </div>
  );
}
