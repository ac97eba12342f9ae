import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Invoice } from '../types';

export interface DeleteInvoiceDialogProps {
  /** The invoice waiting for confirmation; null keeps the dialog closed. */
  invoice: Pick<Invoice, 'invoiceNumber' | 'customerName'> | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the row's button, or the search box after a delete). */
  returnFocusTo?: () => HTMLElement | null;
}

/** "Delete invoice INV0002?": nothing is removed until Delete is pressed. */
export function DeleteInvoiceDialog({
  invoice,
  deleting,
  onConfirm,
  onCancel,
  returnFocusTo,
}: DeleteInvoiceDialogProps) {
  const { t } = useTranslation('invoices');
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('delete.title', { number: invoice?.invoiceNumber ?? '' })}</DialogTitle>
          <DialogDescription>{t('delete.description', { customer: invoice?.customerName ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="tonal" color="secondary" onClick={onCancel} disabled={deleting}>
            {t('delete.cancel')}
          </Button>
          <Button color="error" onClick={onConfirm} loading={deleting}>
            {t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
