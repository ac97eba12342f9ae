import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import type { MenuItem } from '../types';

/** "Delete Crispy Calamari?": the item is removed only after Delete is pressed. */
export function RestaurantMenuDeleteDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const { t } = useTranslation('restaurant');
  const removal = useDeleteMenuItem();
  const confirm = () => {
    if (!item) return;
    removal.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('menu.deleted', { name: item.name }));
        onClose();
      },
      onError: () => toast.error(t('form.failed')),
    });
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !removal.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('menu.deleteTitle', { name: item?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('menu.deleteDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="tonal" color="secondary" onClick={onClose} disabled={removal.isPending}>
            {t('form.cancel')}
          </Button>
          <Button color="error" onClick={confirm} loading={removal.isPending}>
            {t('menu.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
