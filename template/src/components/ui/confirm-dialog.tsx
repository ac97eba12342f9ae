/**
 * The one confirmation for destructive actions (a row's delete, a bulk delete, a calendar event...).
 * It names what will go, opens with the focus on Cancel (a stray Enter never destroys anything),
 * Escape cancels, the confirm button shows progress while the action runs, and a failure is said in
 * the dialog, which stays open so the person can try again or cancel.
 *
 * Its dialog (confirm-dialog-body.tsx, with the dialog primitives: focus lock, scroll lock, layers,
 * ~13 KB) is fetched the first time a confirmation is asked for: most visits never ask for one, so
 * no page carries it in the code it paints with.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';

const ConfirmDialogBody = lazy(() =>
  import('./confirm-dialog-body').then((module) => ({ default: module.ConfirmDialogBody })),
);

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

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Drawn from its first opening on (and kept, so that it closes with its animation).
  const drawn = useMountOnceWanted(props.open);
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
