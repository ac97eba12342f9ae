/**
 * Whether the app's toaster is wanted yet, and when it is ready. The toaster and its library
 * (sonner) load with the first toast rather than with every page: `requestToaster()` asks the app
 * (app/providers.tsx) to mount it, and a toast is handed to sonner once the toaster has mounted
 * and listens (a toast raised before that would be lost).
 */
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => undefined;
/** Resolves once a toaster has mounted (the app's, or a docs page's own). */
export const toasterReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** Mounts the app's toaster (loading its code) if it is not there yet. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Called by the toaster once it listens for toasts. */
export function markToasterReady(): void {
  resolveReady();
}

/** True from the first request on: the app mounts its toaster then. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
