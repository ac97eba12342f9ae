import { useTranslation } from 'react-i18next';
import { useBilling } from '../api/billing';
import { BillingHistoryCard } from './billing-history-card';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanCard } from './plan-card';
import { TabState } from './tab-state';

/** The Billing tab: plan, payment methods and the invoices list. */
export default function BillingTab() {
  const { t } = useTranslation('account');
  const billing = useBilling();
  return (
    <TabState tab="billing" query={billing} label={t('plan.title')}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <PlanCard plan={data.plan} renewsOn={data.renewsOn} />
          <PaymentMethodsCard methods={data.paymentMethods} />
          <BillingHistoryCard history={data.history} />
        </div>
      )}
    </TabState>
  );
}
