import { Info } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../types';

export interface InvoiceSameNumberNoteProps {
  invoice: Invoice;
  sameNumber: readonly Invoice[];
  /** Where each other invoice leads (details or edit). */
  hrefOf: (id: string) => string;
}

/**
 * Says that another invoice carries the same printed number (imported data can repeat one), with a
 * link to each, so nobody mistakes one for the other. Renders nothing when the number is unique.
 */
export function InvoiceSameNumberNote({ invoice, sameNumber, hrefOf }: InvoiceSameNumberNoteProps) {
  const { t } = useTranslation('invoices');
  if (sameNumber.length === 0) return null;
  return (
    <div
      role="note"
      data-print="hide"
      className="flex items-start gap-3 rounded-card bg-warning/12 px-4 py-3 text-sm text-warning-text"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {t('sameNumber.text', { number: invoice.invoiceNumber, count: sameNumber.length })}{' '}
        {sameNumber.map((other, index) => (
          <Fragment key={other.id}>
            {index > 0 && ', '}
            <Link to={hrefOf(other.id)} className="font-medium underline underline-offset-2">
              {t('sameNumber.link', { customer: other.customerName })}
            </Link>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
