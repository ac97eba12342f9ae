/** The four message types, each with its own icon and a bold title line. */
import { Alert } from '@/components/ui/alert';

export function AlertTypes() {
  return (
    <div className="grid gap-3">
      <Alert color="success" title="Payment received">
        Invoice INV0042 was paid in full on March 4.
      </Alert>
      <Alert color="info" title="Scheduled maintenance">
        The API is read-only on Sunday from 02:00 to 03:00 UTC.
      </Alert>
      <Alert color="warning" title="Storage almost full">
        You have used 92% of your plan. Old exports are deleted after 30 days.
      </Alert>
      <Alert color="error" role="alert" title="Card declined">
        The bank refused the payment. Check the card details or use another card.
      </Alert>
    </div>
  );
}
