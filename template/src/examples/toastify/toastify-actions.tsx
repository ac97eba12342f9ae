/**
 * Toasts that ask for something: an undo action, a toast that stays until it is closed, and a
 * button that clears every toast on screen.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function ToastifyActions() {
  const [archived, setArchived] = useState(0);

  const archive = () => {
    setArchived((n) => n + 1);
    toast('Conversation archived', {
      action: { label: 'Undo', onClick: () => setArchived((n) => n - 1) },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={archive}>Archive with undo</Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.info('Maintenance tonight at 22:00', {
              description: 'This message stays until you close it.',
              duration: Infinity,
            })
          }
        >
          Persistent toast
        </Button>
        <Button variant="text" color="secondary" onClick={() => toast.dismiss()}>
          Dismiss all
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Archived conversations: {archived}
      </p>
    </div>
  );
}
