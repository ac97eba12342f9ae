import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

const never = () => () => undefined;
// The year the pages were pre-rendered in (set by vite.config.ts), so hydration matches the markup.
const buildYear = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * This year by the visitor's clock, for copyright lines. Pre-rendered markup and hydration use the
 * build's year; the visitor's year follows at once, so a site built last December shows the new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
