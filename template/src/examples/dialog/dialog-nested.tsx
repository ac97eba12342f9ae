/** A dialog opened from another: each keeps its own focus trap, and Escape closes the top one first. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export function DialogNested() {
  const { t } = useTranslation('ui-components');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('dialog.demo.nested.open')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.demo.nested.title')}</DialogTitle>
          <DialogDescription>{t('dialog.demo.nested.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="tonal">{t('dialog.demo.nested.advanced')}</Button>
            </DialogTrigger>
            <DialogContent className="max-w-sm">
              <DialogHeader>
                <DialogTitle>{t('dialog.demo.nested.advanced')}</DialogTitle>
                <DialogDescription>{t('dialog.demo.nested.expiry')}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button>{t('dialog.demo.done')}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('dialog.demo.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
