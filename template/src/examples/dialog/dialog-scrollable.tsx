/** Long content scrolls inside the body while the header and the footer stay in view. */
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const clauses = Array.from({ length: 14 }, (_, i) => i + 1);

export function DialogScrollable() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Read the terms</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[min(32rem,calc(100dvh-2rem))]">
        <DialogHeader>
          <DialogTitle>Terms of service</DialogTitle>
        </DialogHeader>
        <DialogBody tabIndex={0} aria-label="Terms text" className="flex flex-col gap-3 text-sm text-muted-foreground">
          {clauses.map((n) => (
            <p key={n}>
              {n}. The service is provided as is. You keep the rights to the content you upload, and you give us the
              permission we need to store and show it to the people you share it with.
            </p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" color="secondary">
              Decline
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Accept</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
