/** A form in a dialog: the first field gets focus, Enter submits, and the dialog closes on success. */
import { useState, type FormEvent } from 'react';
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
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget.elements;
    const name = form.namedItem('name') as HTMLInputElement;
    const email = form.namedItem('email') as HTMLInputElement;
    setInvited(`${name.value} <${email.value}>`);
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="tonal">Invite a member</Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={submit} className="contents">
            <DialogHeader>
              <DialogTitle>Invite a member</DialogTitle>
              <DialogDescription>They get an email with a link to join the workspace.</DialogDescription>
            </DialogHeader>
            <DialogBody className="grid gap-4">
              <FormField label="Full name">{(control) => <Input {...control} name="name" required />}</FormField>
              <FormField label="Email" description="Use their work address.">
                {(control) => <Input {...control} name="email" type="email" required />}
              </FormField>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" color="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit">Send invite</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {invited && <span className="text-sm text-muted-foreground">Invited {invited}</span>}
    </div>
  );
}
