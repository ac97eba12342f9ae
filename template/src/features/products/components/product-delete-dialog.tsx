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
import type { Product } from '../types';

export interface ProductDeleteDialogProps {
  /** The products waiting for confirmation; an empty list keeps the dialog closed. */
  products: readonly Product[];
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete iPhone 14?" (or "Delete 3 products?"): nothing is removed before Delete is pressed. */
export function ProductDeleteDialog({ products, deleting, onConfirm, onCancel }: ProductDeleteDialogProps) {
  const { t } = useTranslation('products');
  const [first] = products;
  return (
    <Dialog open={products.length > 0} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {products.length === 1
              ? t('delete.titleOne', { name: first?.name })
              : t('delete.titleMany', { count: products.length })}
          </DialogTitle>
          <DialogDescription>{t('delete.description', { count: products.length })}</DialogDescription>
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
