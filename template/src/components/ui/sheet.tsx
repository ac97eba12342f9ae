import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseButton, DialogOverlay } from './dialog';
import { useFocusReturn } from './focus-return';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Edge it slides from; start/end follow the text direction. @default 'end' */
  side?: 'start' | 'end';
  /** Darkens the page behind. @default true */
  scrim?: boolean;
}

/**
 * A drawer: a modal dialog docked to one edge (focus trapped, Escape and outside click close, focus
 * returns to what opened it).
 */
export function SheetContent({
  className,
  side = 'end',
  scrim = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: SheetContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={scrim ? undefined : 'bg-transparent'} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed inset-y-0 z-dialog flex w-[min(100%-3rem,20rem)] flex-col bg-card text-card-foreground shadow-float outline-none',
          side === 'end' ? 'end-0' : 'start-0',
          'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
        {...focusReturn}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      className={cn('flex items-start gap-3 border-b border-border px-5 py-4', className)}
      {...props}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <DialogCloseButton className="-me-1.5" />
    </div>
  );
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-body" className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5', className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-footer" className={cn('flex gap-2 border-t border-border px-5 py-4', className)} {...props} />
  );
}
