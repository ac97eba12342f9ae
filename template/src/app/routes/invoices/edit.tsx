/** /apps/invoice/edit/:id: change an invoice's parties, dates, lines, discount, tax and status. */
import { useTranslation } from 'react-i18next';
import { useRouteId } from '@/hooks/use-route-id';
import type { ScreenPreload } from '@/app/router';
import { InvoiceEditor } from '@/features/invoices/components/invoice-editor';
import { invoiceToForm } from '@/features/invoices/form-schema';
import { invoiceEditHref } from '@/features/invoices/components/invoice-links';
import { InvoiceScreen, invoiceRouteId, preloadInvoiceScreen } from '@/features/invoices/components/invoice-screen';

export const preload: ScreenPreload = preloadInvoiceScreen;

export default function InvoiceEditScreen() {
  const { t } = useTranslation('invoices');
  const id = useRouteId(invoiceRouteId);
  return (
    <InvoiceScreen
      id={id}
      crumb={t('edit.crumb')}
      header={({ invoice }) => ({
        title: t('edit.title', { number: invoice.invoiceNumber }),
        subtitle: t('edit.subtitle', { customer: invoice.customerName }),
      })}
      sameNumberHref={invoiceEditHref}
      // The editor is as tall as a screen or more (the add screen's placeholder is the same).
      skeletonClassName="min-h-screen"
    >
      {/* Keyed by id: opening another invoice starts from its values, not the previous form's. */}
      {({ invoice }) => <InvoiceEditor key={invoice.id} invoice={invoice} defaultValues={invoiceToForm(invoice)} />}
    </InvoiceScreen>
  );
}
