import type { InvoiceLookup } from '../api/get-invoice';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';

/** The invoice as the customer gets it, with its actions (print, edit, send, share) beside it. */
export function InvoicePreview({ invoice }: Pick<InvoiceLookup, 'invoice'>) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <InvoiceDocument invoice={invoice} />
      <InvoiceActions invoice={invoice} />
    </div>
  );
}
