/**
 * A destructive action asks first through the app's one confirmation, ConfirmDialog: an alert dialog
 * that names what goes, opens on Cancel (the safe choice), shows progress while the action runs and
 * says why when it fails. The page owns `open` and learns the answer.
 */
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function DialogConfirm() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('No answer yet');
  const confirmed = useRef(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button
        color="error"
        variant="tonal"
        onClick={() => {
          confirmed.current = false;
          setOpen(true);
        }}
      >
        Delete account
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {result}
      </span>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          // Closed by the action's success, or by Cancel / Escape.
          if (!next) setResult(confirmed.current ? 'Account deleted' : 'Kept the account');
          setOpen(next);
        }}
        title="Delete your account?"
        description="Your projects and invoices are removed for good. This cannot be undone."
        onConfirm={async () => {
          // A real page awaits its API call here; the dialog shows progress meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 600));
          confirmed.current = true;
        }}
      />
    </div>
  );
}
