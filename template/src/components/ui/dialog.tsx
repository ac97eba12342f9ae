import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFocusReturn } from './focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-overlay bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** The × button in a dialog or sheet corner; its name is translated. */
export function DialogCloseButton({ className, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close"
      aria-label={t('actions.close')}
      className={cn(
        'grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors',
        'hover:bg-muted hover:text-foreground',
        className,
      )}
      {...props}
    >
      <X className="size-5" aria-hidden />
    </DialogPrimitive.Close>
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Renders the corner × button. @default true */
  showClose?: boolean;
  /** 'top' pins the dialog near the top so it does not jump while its height changes (search). @default 'center' */
  position?: 'center' | 'top';
}

/** Centred modal: focus trapped, Escape and outside click close, focus returns to what opened it. */
export function DialogContent({
  className,
  children,
  showClose = true,
  position = 'center',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 z-dialog flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-dialog flex-col',
          position === 'center' ? 'top-1/2 -translate-1/2' : 'top-[max(1rem,10vh)] -translate-x-1/2',
          'rounded-[var(--radius)] bg-card text-card-foreground shadow-float outline-none',
          'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
        {...focusReturn}
      >
        {children}
        {showClose && <DialogCloseButton className="absolute end-4 top-4" />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 p-6 pe-14 pb-4', className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-body" className={cn('min-h-0 flex-1 overflow-y-auto px-6 pb-6', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-7 font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
