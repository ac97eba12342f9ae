import { useSyncExternalStore } from 'react';

// The position is read in the scroll listener, never while React renders: reading window.scrollY
// right after DOM changes forces a synchronous layout (profiled at a quarter of a second of a
// throttled phone's main thread when every render read it).
let scrollY = 0;
const listeners = new Set<() => void>();

function onScroll() {
  scrollY = window.scrollY;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    requestAnimationFrame(onScroll);
  }
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the window is scrolled past `threshold` px (re-renders only when that flips). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
