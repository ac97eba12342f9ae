/** Long content scrolls inside the body while the header and the footer stay in view. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const clauses = Array.from({ length: 14 }, (_, i) => i + 1);

export function DialogScrollable() {
  const { t } = useTranslation('ui-components');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t('dialog.demo.terms.open')}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[min(32rem,calc(100dvh-2rem))]">
        <DialogHeader>
          <DialogTitle>{t('dialog.demo.terms.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody
          tabIndex={0}
          aria-label={t('dialog.demo.terms.text')}
          className="flex flex-col gap-3 text-sm text-muted-foreground"
        >
          {clauses.map((n) => (
            <p key={n}>{t('dialog.demo.terms.clause', { n })}</p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              {t('dialog.demo.terms.decline')}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{t('dialog.demo.terms.accept')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
