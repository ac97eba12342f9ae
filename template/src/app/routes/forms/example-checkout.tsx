/** /forms/example/checkout: a four-step checkout, each step validated before the next. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { CheckoutWizard } from '@/features/checkout/components/checkout-wizard';

const cells: PageCell[] = [{ id: 'checkout', span: 'col-span-12', card: <CheckoutWizard /> }];

export default function CheckoutFormScreen() {
  const { t } = useTranslation(['nav', 'ui-forms']);
  const title = t('nav:routes.forms-example-checkout');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={title}
        subtitle={t('ui-forms:checkout.subtitle')}
        breadcrumbs={[{ label: t('nav:ui-elements') }, { label: t('nav:form-examples') }, { label: title }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
