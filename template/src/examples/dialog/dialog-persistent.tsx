/** A persistent dialog ignores outside clicks and Escape: only its own buttons close it. */
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export function DialogPersistent() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="tonal" color="warning">
          Open persistent dialog
        </Button>
      </DialogTrigger>
      <DialogContent
        showClose={false}
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <DialogHeader className="pe-6">
          <DialogTitle>Finish the setup first</DialogTitle>
          <DialogDescription>Choose a plan before you continue. Clicking outside does nothing.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              Free plan
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Pro plan</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
