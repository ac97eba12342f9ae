/** `duration` in milliseconds; `Infinity` keeps the snackbar until it is closed. */
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarTimeout() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="tonal" onClick={() => toast('Gone in one second', { duration: 1000 })}>
        1 second
      </Button>
      <Button variant="tonal" onClick={() => toast('Gone in ten seconds', { duration: 10_000 })}>
        10 seconds
      </Button>
      <Button variant="tonal" color="secondary" onClick={() => toast('Stays until closed', { duration: Infinity })}>
        Until closed
      </Button>
      <Button variant="text" color="secondary" onClick={() => toast.dismiss()}>
        Close all
      </Button>
    </div>
  );
}
