/** /apps/invoice/details/:id: one invoice as the customer gets it, with print, edit, send and share. */
import { useTranslation } from 'react-i18next';
import { useRouteId } from '@/hooks/use-route-id';
import type { ScreenPreload } from '@/app/router';
import { formatDate } from '@/lib/format';
import { invoiceDetailsHref } from '@/features/invoices/components/invoice-links';
import { InvoicePreview } from '@/features/invoices/components/invoice-preview';
import { InvoiceScreen, invoiceRouteId, preloadInvoiceScreen } from '@/features/invoices/components/invoice-screen';
import { useLightPrint } from '@/features/invoices/components/use-light-print';

export const preload: ScreenPreload = preloadInvoiceScreen;

export default function InvoiceDetailsScreen() {
  const { t } = useTranslation('invoices');
  const id = useRouteId(invoiceRouteId);
  useLightPrint();
  return (
    <InvoiceScreen
      id={id}
      crumb={t('details.crumb')}
      header={({ invoice }) => ({
        title: t('details.title', { number: invoice.invoiceNumber }),
        subtitle: t('details.subtitle', {
          customer: invoice.customerName,
          date: formatDate(`${invoice.invoiceDate}T00:00`, { dateStyle: 'long' }),
        }),
      })}
      sameNumberHref={invoiceDetailsHref}
    >
      {({ invoice }) => <InvoicePreview invoice={invoice} />}
    </InvoiceScreen>
  );
}
