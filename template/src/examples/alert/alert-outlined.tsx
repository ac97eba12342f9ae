/** The outline variant: a coloured border and text on the card surface, for quieter messages. */
import { Alert } from '@/components/ui/alert';

export function AlertOutlined() {
  return (
    <div className="grid gap-3">
      <Alert variant="outline" color="primary">
        Your profile is 80% complete.
      </Alert>
      <Alert variant="outline" color="success">
        All systems are running normally.
      </Alert>
      <Alert variant="outline" color="warning">
        Your trial ends in 3 days.
      </Alert>
      <Alert variant="outline" color="error">
        Two imports failed. Download the report to see why.
      </Alert>
    </div>
  );
}
