/**
 * The dialog of ConfirmDialog (confirm-dialog.tsx), which loads this module, and the dialog
 * primitives it needs, when a confirmation is first asked for.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { Button } from './button';
import { cn } from '@/lib/cn';
import { DialogDescription, DialogFooter, DialogHeader, DialogOverlay, DialogTitle } from './dialog';
import { useFocusReturn } from './focus-return';
import type { ConfirmDialogProps } from './confirm-dialog';

/** How many names the dialog lists before "and 3 more". */
const listedNames = 5;

export function ConfirmDialogBody({
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
