/**
 * Routes the user opened from the search dialog, newest first, kept in localStorage (this browser
 * only). Only route targets are stored; titles are translated when shown.
 */
import { useSyncExternalStore } from 'react';
import { routeNames, type RouteTarget } from '@/config/paths';

export const recentSearchesKey = 'tessera-recent-searches';
export const maxRecentSearches = 5;

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: RouteTarget[] } = { raw: null, list: [] };

function isTarget(value: unknown): value is RouteTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { name, params } = value as { name?: unknown; params?: unknown };
  return (
    typeof name === 'string' &&
    (routeNames as string[]).includes(name) &&
    (params === undefined || (typeof params === 'object' && params !== null))
  );
}

export function readRecentSearches(): RouteTarget[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(recentSearchesKey);
  } catch {
    return [];
  }
  if (raw === cache.raw) return cache.list;
  let list: RouteTarget[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isTarget).slice(0, maxRecentSearches) : [];
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

const sameTarget = (a: RouteTarget, b: RouteTarget) =>
  a.name === b.name && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

export function addRecentSearch(target: RouteTarget): void {
  const next = [target, ...readRecentSearches().filter((t) => !sameTarget(t, target))].slice(0, maxRecentSearches);
  try {
    localStorage.setItem(recentSearchesKey, JSON.stringify(next));
  } catch {
    // Storage full or blocked: recent searches are a convenience, nothing breaks without them.
  }
  listeners.forEach((l) => l());
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(recentSearchesKey);
  } catch {
    // See addRecentSearch.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentSearches(): RouteTarget[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => []);
}
