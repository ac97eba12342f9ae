import { useTranslation } from 'react-i18next';
import { InvoiceField } from './invoice-field';

/**
 * Issue and due dates. Native date inputs: the browser's own picker is keyboard and screen-reader
 * friendly on every platform (a calendar on desktop, the system wheel on phones) and costs no code.
 */
export function InvoiceDatesFields() {
  const { t } = useTranslation('invoices');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InvoiceField name="invoiceDate" label={t('document.issued')} type="date" />
      <InvoiceField name="dueDate" label={t('document.due')} type="date" />
    </div>
  );
}
