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

/**
 * Live result of a CSS media query (synchronous on first render, so layouts do not flash).
 *
 * Pages hydrate with `false` (the pre-rendered markup cannot know the screen) and React re-renders
 * a component at once, synchronously, wherever the query then answers otherwise. Pass `wanted: false`
 * while the answer changes nothing the component draws: the hook answers `false` without asking,
 * so that re-render is skipped (the shell's, on a wide screen, is the whole page).
 */
export function useMediaQuery(query: string, wanted = true): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!wanted) return () => {};
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query, wanted],
  );
  return useSyncExternalStore(
    subscribe,
    () => wanted && (mediaList(query)?.matches ?? false),
    () => false,
  );
}

/** True from the `lg` breakpoint up: the shell's "desktop" (mobile is below lg). `wanted`: as useMediaQuery's. */
export function useIsDesktop(wanted = true): boolean {
  return useMediaQuery(`(min-width: ${breakpoints.lg}px)`, wanted);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
