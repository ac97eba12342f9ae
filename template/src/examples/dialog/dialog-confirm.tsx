/** A controlled confirmation: the page owns `open` and learns the answer; the safe choice gets focus first. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export function DialogConfirm() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('No answer yet');
  const answer = (text: string) => {
    setResult(text);
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button color="error" variant="tonal" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {result}
      </span>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent showClose={false} className="max-w-md">
          <DialogHeader className="pe-6">
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your projects and invoices are removed for good. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" color="secondary" onClick={() => answer('Kept the account')} autoFocus>
              Cancel
            </Button>
            <Button color="error" onClick={() => answer('Account deleted')}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
