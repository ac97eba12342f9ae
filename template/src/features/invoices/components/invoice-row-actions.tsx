import { Eye, PencilLine, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { Invoice } from '../types';
import { invoiceDetailsHref, invoiceEditHref } from './invoice-links';

function Tip({ label, children }: { label: string; children: ReactNode }) {
  return <Tooltip content={label}>{children}</Tooltip>;
}

export interface InvoiceRowActionsProps {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber' | 'customerName'>;
  /** Asks the list to confirm and delete this invoice; no delete button without it (the role may not delete). */
  onDelete?: () => void;
  /** Shows the edit link (the role may update invoices). @default true */
  editable?: boolean;
}

/** View, edit and delete buttons of one row; names say which invoice (and whose) they act on. */
export function InvoiceRowActions({ invoice, onDelete, editable = true }: InvoiceRowActionsProps) {
  const { t } = useTranslation('invoices');
  const subject = { number: invoice.invoiceNumber, customer: invoice.customerName };
  const iconLink = buttonClasses({ variant: 'ghost', color: 'secondary', size: 'icon-sm' });
  return (
    <div className="flex items-center gap-1">
      <Tip label={t('actions.view')}>
        <Link to={invoiceDetailsHref(invoice.id)} className={iconLink} aria-label={t('actions.viewOne', subject)}>
          <Eye aria-hidden />
        </Link>
      </Tip>
      {editable && (
        <Tip label={t('actions.edit')}>
          <Link to={invoiceEditHref(invoice.id)} className={iconLink} aria-label={t('actions.editOne', subject)}>
            <PencilLine aria-hidden />
          </Link>
        </Tip>
      )}
      {onDelete && (
        <Tip label={t('actions.delete')}>
          <Button
            id={`invoice-delete-${invoice.id}`}
            variant="ghost"
            color="error"
            size="icon-sm"
            aria-label={t('actions.deleteOne', subject)}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </Tip>
      )}
    </div>
  );
}
