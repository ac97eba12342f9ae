/** Success, info, warning and error tones, each with its icon; errors are announced assertively. */
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarTones() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button color="success" variant="tonal" onClick={() => toast('Payment received', { tone: 'success' })}>
        Success
      </Button>
      <Button color="info" variant="tonal" onClick={() => toast('A new version is available', { tone: 'info' })}>
        Info
      </Button>
      <Button
        color="warning"
        variant="tonal"
        onClick={() => toast('Your session ends in 5 minutes', { tone: 'warning' })}
      >
        Warning
      </Button>
      <Button color="error" variant="tonal" onClick={() => toast('Could not reach the server', { tone: 'error' })}>
        Error
      </Button>
    </div>
  );
}
