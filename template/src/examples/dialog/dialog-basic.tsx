/**
 * A modal dialog opened by its trigger: focus moves in and stays there, Escape or a click outside
 * closes it, and focus returns to the trigger.
 */
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

export function DialogBasic() {
  const { t } = useTranslation('ui-components');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>{t('dialog.demo.basic.open')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.demo.basic.title')}</DialogTitle>
          <DialogDescription>{t('dialog.demo.basic.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-sm">{t('dialog.demo.basic.body')}</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              {t('dialog.demo.basic.disagree')}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t('dialog.demo.basic.agree')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
