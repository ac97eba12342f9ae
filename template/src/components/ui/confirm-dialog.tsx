/**
 * The one confirmation for destructive actions (a row's delete, a bulk delete, a calendar event...).
 * It names what will go, opens with the focus on Cancel (a stray Enter never destroys anything),
 * Escape cancels, the confirm button shows progress while the action runs, and a failure is said in
 * the dialog, which stays open so the person can try again or cancel.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { Button } from './button';
import { cn } from '@/lib/cn';
import { DialogDescription, DialogFooter, DialogHeader, DialogOverlay, DialogTitle } from './dialog';
import { useFocusReturn } from './focus-return';

/** How many names the dialog lists before "and 3 more". */
const listedNames = 5;

export interface ConfirmDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** Called with false when the person cancels (Cancel, Escape) and after the action succeeded. */
  onOpenChange: (open: boolean) => void;
  /** The question, naming what goes: "Delete iPhone 14?", "Delete 3 products?". */
  title: ReactNode;
  /** What follows from it, e.g. "This cannot be undone." */
  description?: ReactNode;
  /** Names of the things removed, listed under the description (the first five, then "and N more"). @default [] */
  items?: readonly string[];
  /**
   * The action. While its promise runs, the confirm button shows progress and the dialog cannot be
   * dismissed; when it resolves the dialog closes; when it rejects the dialog says why and stays open.
   */
  onConfirm: () => Promise<unknown> | void;
  /** The confirm button's text. @default 'Delete' (translated) */
  confirmLabel?: string;
  /** @default 'error' */
  tone?: 'error' | 'primary';
  /** The message shown when the action fails. @default the API's message, else a generic one */
  errorMessage?: (error: unknown) => string | undefined;
  /** Where focus goes when the dialog closes, when the trigger is gone (a deleted row's button). */
  returnFocusTo?: () => HTMLElement | null;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  items = [],
  onConfirm,
  confirmLabel,
  tone = 'error',
  errorMessage = apiErrorMessage,
  returnFocusTo,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // A dialog opened again starts without the last attempt's error (state adjusted while rendering).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

  const confirm = async () => {
    setFailure(null);
    setRunning(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error) ?? t('confirm.failed'));
    } finally {
      setRunning(false);
    }
  };
  const hidden = items.length - listedNames;
  const focusReturn = useFocusReturn(
    (event) => {
      event.preventDefault();
      cancelRef.current?.focus();
    },
    (event) => {
      const target = returnFocusTo?.();
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
  );

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && !running && onOpenChange(false)}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role="alertdialog"
          data-slot="confirm-dialog"
          className={cn(
            'fixed top-1/2 left-1/2 z-dialog flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-1/2',
            'flex-col rounded-[var(--radius)] bg-card text-card-foreground shadow-float outline-none',
            'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          )}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          // An alert dialog asks for an answer: a click beside it is not one.
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        >
          <DialogHeader className="pe-6">
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {items.length > 0 && (
            <ul data-slot="confirm-dialog-items" className="mx-6 mb-4 list-inside list-disc text-sm">
              {items.slice(0, listedNames).map((name, index) => (
                <li key={index} className="truncate">
                  {name}
                </li>
              ))}
              {hidden > 0 && (
                <li className="list-none text-muted-foreground">
                  {t('confirm.more', { count: hidden, formatted: formatNumber(hidden) })}
                </li>
              )}
            </ul>
          )}
          {failure && (
            <p role="alert" className="mx-6 mb-4 rounded-md bg-error/10 px-3 py-2 text-sm text-error-text">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button
              ref={cancelRef}
              variant="tonal"
              color="secondary"
              disabled={running}
              onClick={() => onOpenChange(false)}
            >
              {t('actions.cancel')}
            </Button>
            <Button color={tone} loading={running} onClick={() => void confirm()}>
              {confirmLabel ?? t('confirm.delete')}
            </Button>
          </DialogFooter>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
