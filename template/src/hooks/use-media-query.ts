import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../../../tailwind.config';

// One MediaQueryList per query for the page's lifetime: React reads the snapshot on every render of
// every component that asks, and matchMedia() itself is not cheap (profiled: a quarter of a second
// of main-thread time on a throttled phone when it was called per read).
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList | null {
  if (typeof matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Live result of a CSS media query (synchronous on first render, so layouts do not flash). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** True from the `lg` breakpoint up: the shell's "desktop" (mobile is below lg). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
