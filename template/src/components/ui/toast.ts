/**
 * Snackbars: short messages about an action, shown by the app's toaster (mounted on the first toast,
 * following the theme and direction). Call from event handlers and mutation callbacks, never
 * during render:
 *
 *   toast('Draft saved');
 *   toast.success('Payment received', { description: 'Invoice INV0042 is paid.' });
 *   toast('Message archived', { action: { label: 'Undo', onClick: restore } });
 *   toast.promise(save(), { loading: 'Saving…', success: 'Saved', error: 'Could not save' });
 *
 * Errors and warnings are announced assertively; the rest politely. Returns the toast's id, which
 * `toast.dismiss(id)` closes. The toaster's code (sonner) is fetched with the first toast, so pages
 * where nothing is ever announced never download it.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { requestToaster, toasterReady } from './toaster-state';

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

type Sonner = typeof sonnerToast;
/** What a promise's toast says while it runs and once it settles. */
export interface PromiseMessages<T> {
  loading?: string;
  success?: string | ((value: T) => string);
  error?: string | ((error: unknown) => string);
}

let sonner: Promise<Sonner> | undefined;
let lastId = 0;

/** Runs `use` with sonner once the toaster listens; the first call loads both. */
function withSonner(use: (toast: Sonner) => void): void {
  requestToaster();
  sonner ??= Promise.all([import('sonner'), toasterReady]).then(([module]) => module.toast);
  // A failed download (offline) leaves the next toast to try again.
  sonner.then(use, () => (sonner = undefined));
}

function show(message: string, { tone = 'default', action, id, ...options }: ToastOptions = {}): string | number {
  // The id is chosen here, so it can be returned before sonner has loaded.
  const toastId = id ?? `toast-${++lastId}`;
  const settings: ExternalToast = {
    ...options,
    id: toastId,
    action: action && { label: action.label, onClick: action.onClick },
  };
  withSonner((sonnerToast) =>
    tone === 'default' ? sonnerToast(message, settings) : sonnerToast[tone](message, settings),
  );
  return toastId;
}

const withTone =
  (tone: Exclude<ToastTone, 'default'>) =>
  (message: string, options: Omit<ToastOptions, 'tone'> = {}) =>
    show(message, { ...options, tone });

export const toast = Object.assign(show, {
  success: withTone('success'),
  info: withTone('info'),
  warning: withTone('warning'),
  error: withTone('error'),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string | number) => {
    if (sonner) withSonner((sonnerToast) => sonnerToast.dismiss(id));
  },
  /** Follows a promise: a loading toast that turns into success or error. Returns the promise. */
  promise: <T>(promise: Promise<T>, messages: PromiseMessages<T>): Promise<T> => {
    withSonner((sonnerToast) => void sonnerToast.promise<T>(promise, messages));
    return promise;
  },
});
