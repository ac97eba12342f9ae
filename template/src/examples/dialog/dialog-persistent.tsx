/** A persistent dialog ignores outside clicks and Escape: only its own buttons close it. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export function DialogPersistent() {
  const { t } = useTranslation('ui-components');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="tonal" color="warning">
          {t('dialog.demo.persistent.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        showClose={false}
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <DialogHeader className="pe-6">
          <DialogTitle>{t('dialog.demo.persistent.title')}</DialogTitle>
          <DialogDescription>{t('dialog.demo.persistent.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              {t('dialog.demo.persistent.free')}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t('dialog.demo.persistent.pro')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
