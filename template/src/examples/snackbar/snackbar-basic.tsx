/** `toast(message)` shows a snackbar in the toaster's corner; it leaves after four seconds. */
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

export function SnackbarBasic() {
  return <Button onClick={() => toast('Draft saved')}>Save draft</Button>;
}
