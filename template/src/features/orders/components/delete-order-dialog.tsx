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

export interface DeleteOrderDialogProps {
  /** The order waiting for confirmation; null keeps the dialog closed. */
  orderId: number | null;
  customer?: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the row's menu button, or the search box after a delete). */
  returnFocusTo?: () => HTMLElement | null;
}

/** "Delete order #1004?" confirmation; the order is only removed after Delete is pressed. */
export function DeleteOrderDialog({
  orderId,
  customer,
  deleting,
  onConfirm,
  onCancel,
  returnFocusTo,
}: DeleteOrderDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
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
          <DialogTitle>{t('delete.title', { id: orderId ?? '' })}</DialogTitle>
          <DialogDescription>{t('delete.description', { customer: customer ?? '' })}</DialogDescription>
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
