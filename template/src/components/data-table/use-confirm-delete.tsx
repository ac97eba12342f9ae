import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface UseConfirmDeleteOptions<TData> {
  /** The question, naming what goes: "Delete iPhone 14?" or "Delete 3 products?". */
  title: (rows: readonly TData[]) => string;
  /** What follows from it, e.g. "This cannot be undone." */
  description?: (rows: readonly TData[]) => string;
  /** The name of one row in the dialog's list. */
  rowName: (row: TData) => string;
  /** Deletes the rows; the dialog shows progress until it settles and says why when it fails. */
  onDelete: (rows: readonly TData[]) => Promise<unknown>;
  /** Where focus goes after the dialog, once the row whose button opened it is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

/** The button that asked: a row menu's item stands for the menu's trigger (the menu closes first). */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const trigger = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : active;
  return trigger instanceof HTMLElement ? trigger : null;
}

/**
 * A list's delete confirmation: `ask(rows)` opens the one confirmation dialog for a row's Delete or
 * the selection's bulk Delete; render `dialog` anywhere in the list. Focus returns to the button
 * that asked, or to `fallbackFocus` when that button left with its row.
 */
export function useConfirmDelete<TData>({
  title,
  description,
  rowName,
  onDelete,
  fallbackFocus,
}: UseConfirmDeleteOptions<TData>): { ask: (rows: readonly TData[]) => void; dialog: ReactNode } {
  const [rows, setRows] = useState<readonly TData[]>([]);
  const opener = useRef<HTMLElement | null>(null);
  const ask = useCallback((next: readonly TData[]) => {
    opener.current = openerOf(document.activeElement);
    setRows(next);
  }, []);
  // The dialog's code comes when a delete is first asked for (ConfirmDialog).
  const dialog = (
    <ConfirmDialog
      open={rows.length > 0}
      onOpenChange={(open) => !open && setRows([])}
      title={rows.length > 0 ? title(rows) : ''}
      description={rows.length > 0 ? description?.(rows) : undefined}
      items={rows.length > 1 ? rows.map(rowName) : []}
      onConfirm={() => onDelete(rows)}
      returnFocusTo={() => (opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? null))}
    />
  );
  return { ask, dialog };
}
