/**
 * Snackbars: short messages about an action, shown by the app's toaster (mounted once, following
 * the theme and direction). Call from event handlers and mutation callbacks, never during render:
 *
 *   toast('Draft saved');
 *   toast('Payment received', { tone: 'success', description: 'Invoice INV0042 is paid.' });
 *   toast('Message archived', { action: { label: 'Undo', onClick: restore } });
 *   toast.promise(save(), { loading: 'Saving…', success: 'Saved', error: 'Could not save' });
 *
 * Errors and warnings are announced assertively; the rest politely. Returns the toast's id, which
 * `toast.dismiss(id)` closes.
 */
import { toast as sonner, type ExternalToast } from 'sonner';

export type ToastTone = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Colour and icon. @default 'default' */
  tone?: ToastTone;
  /** Second line, smaller. */
  description?: string;
  /** A button in the toast; it closes after the click. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds on screen; `Infinity` keeps it until closed. @default 4000 */
  duration?: number;
  /** Reuse an id to update a toast in place instead of stacking a new one. */
  id?: string | number;
  /** Where it shows. @default the toaster's corner (top end) */
  position?: ExternalToast['position'];
}

function show(message: string, { tone = 'default', action, ...options }: ToastOptions = {}): string | number {
  const settings: ExternalToast = {
    ...options,
    action: action && { label: action.label, onClick: action.onClick },
  };
  return tone === 'default' ? sonner(message, settings) : sonner[tone](message, settings);
}

export const toast = Object.assign(show, {
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string | number) => sonner.dismiss(id),
  /** Follows a promise: a loading toast that turns into success or error. */
  promise: sonner.promise,
});
