import type { FormEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from './sheet';

export interface FormSheetProps {
  open: boolean;
  /** Asked to close (Escape, the close button, a click outside); ignored while `busy`. */
  onClose: () => void;
  /** A save is running: the sheet stays open so its answer is not lost. */
  busy?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Shows the description; by default only screen readers read it. @default false */
  showDescription?: boolean;
  /** Names the form for assistive technology (a form with a name is a landmark). */
  formLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal of the last save, shown above the fields; nothing when null. */
  alert?: ReactNode;
  /** The buttons under the fields (the submit button among them). */
  footer: ReactNode;
  footerClassName?: string;
  children: ReactNode;
}

/**
 * A side sheet holding one form: a title, the fields in a scrolling body, the server's refusal
 * above them and the buttons at the foot. The browser's own validation is off: the form's schema
 * gives each field its message.
 */
export function FormSheet({
  open,
  onClose,
  busy = false,
  title,
  description,
  showDescription = false,
  formLabel,
  onSubmit,
  alert,
  footer,
  footerClassName,
  children,
}: FormSheetProps) {
  return (
    <Sheet open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <SheetContent className="w-[min(100%-2rem,28rem)]">
        <SheetHeader>
          <SheetTitle className="text-lg font-semibold">{title}</SheetTitle>
          <SheetDescription className={showDescription ? 'text-sm text-muted-foreground' : 'sr-only'}>
            {description}
          </SheetDescription>
        </SheetHeader>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={formLabel}>
          <SheetBody className="flex flex-col gap-4">
            {alert !== null && alert !== undefined && alert !== false && (
              <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text">
                {alert}
              </p>
            )}
            {children}
          </SheetBody>
          <SheetFooter className={cn('flex gap-2', footerClassName)}>{footer}</SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
