/**
 * A modal dialog opened by its trigger: focus moves in and stays there, Escape or a click outside
 * closes it, and focus returns to the trigger.
 */
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export function DialogBasic() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Use location services?</DialogTitle>
          <DialogDescription>Let the app find nearby stores. Nothing is shared with third parties.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-sm">You can change this later in your privacy settings.</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              Disagree
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
