import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over pre-rendered markup (and on the build's server render), true from
 * the next render on, and at once on pages the browser draws itself. For parts whose first render
 * depends on the visitor's clock (today's date, this month): the build ran on another day, so the
 * markup it wrote must not hold them; they draw once the page is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
