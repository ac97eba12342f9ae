/** A form in a dialog: the first field gets focus, Enter submits, and the dialog closes on success. */
import { useState, type FormEvent } from 'react';
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
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function DialogForm() {
  const { t } = useTranslation('ui-components');
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<{ name: string; email: string } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const name = form.namedItem('name') as HTMLInputElement;
    const email = form.namedItem('email') as HTMLInputElement;
    setInvited({ name: name.value, email: email.value });
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="tonal">{t('dialog.demo.form.title')}</Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={submit} className="contents">
            <DialogHeader>
              <DialogTitle>{t('dialog.demo.form.title')}</DialogTitle>
              <DialogDescription>{t('dialog.demo.form.description')}</DialogDescription>
            </DialogHeader>
            <DialogBody className="grid gap-4">
              <FormField label={t('dialog.demo.form.name')}>
                {(control) => <Input {...control} name="name" required />}
              </FormField>
              <FormField label={t('dialog.demo.form.email')} description={t('dialog.demo.form.emailHint')}>
                {(control) => <Input {...control} name="email" type="email" required />}
              </FormField>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" color="secondary">
                  {t('dialog.demo.cancel')}
                </Button>
              </DialogClose>
              <Button type="submit">{t('dialog.demo.form.send')}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {invited && (
        <span className="text-sm text-muted-foreground">
          {t('dialog.demo.form.invited', { name: invited.name, email: invited.email })}
        </span>
      )}
    </div>
  );
}
