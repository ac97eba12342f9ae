/** A closable alert: uncontrolled it hides itself; here it is controlled so it can come back. */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export function AlertClosable() {
  const [open, setOpen] = useState(true);
  return (
    <div className="grid gap-3">
      <Alert closable open={open} onOpenChange={setOpen} color="warning" title="Unsaved changes">
        Leave this page and your edits to the price list are lost.
      </Alert>
      {!open && (
        <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
          Show the alert again
        </Button>
      )}
      <Alert closable color="success">
        Closing this one hides it for good (until the page reloads).
      </Alert>
    </div>
  );
}
