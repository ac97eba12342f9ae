/** A coloured bar on the start edge of a card: it moves to the right in right-to-left layouts. */
import { Alert } from '@/components/ui/alert';

export function AlertBorder() {
  return (
    <div className="grid gap-3">
      <Alert variant="border" color="primary" title="New sign-in">
        A new device signed in from Lisbon, Portugal.
      </Alert>
      <Alert variant="border" color="info" title="Tip">
        Press Ctrl K anywhere to search apps and pages.
      </Alert>
      <Alert variant="border" color="error" title="Sync stopped">
        The connection to the warehouse was lost at 14:02.
      </Alert>
    </div>
  );
}
