import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../../../tailwind.config';

/** Live result of a CSS media query (synchronous on first render, so layouts do not flash). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const snapshot = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** True from the `lg` breakpoint up: the shell's "desktop" (mobile is below lg). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
