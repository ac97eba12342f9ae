/** An action button in the snackbar, e.g. to undo what just happened. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarAction() {
  const [archived, setArchived] = useState(0);
  const archive = () => {
    setArchived((n) => n + 1);
    toast('Conversation archived', {
      action: { label: 'Undo', onClick: () => setArchived((n) => Math.max(0, n - 1)) },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button variant="outline" onClick={archive}>
        Archive conversation
      </Button>
      <span className="text-sm text-muted-foreground">Archived: {archived}</span>
    </div>
  );
}
