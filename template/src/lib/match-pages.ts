/**
 * The page search over the menu, shared by the demo backend's GET /global-search (mocks/handlers/search.ts)
 * and the menu-only search the app runs without it (features/search/api/global-search.ts): both answer
 * the same pages in the same order.
 */
import type { SearchEntry } from '@/config/navigation';

/** Global search answers at most this many pages. */
export const maxSearchResults = 5;

/** A page found by its title, in the shape GET /global-search answers. */
export type PageMatch = Pick<SearchEntry, 'icon' | 'to'> & { title: string; subtitle: string };

export interface PageMatcher {
  /** The page's title in the asked language. */
  titleOf: (entry: SearchEntry) => string;
  /** The label of the menu group the page sits in. */
  groupOf: (entry: SearchEntry) => string;
  /** Whether the person searching may open the page. */
  canOpen: (entry: SearchEntry) => boolean;
}

/**
 * Pages whose title contains the text (case-insensitive in that language), at most five: titles
 * that start with it first, then the menu's order.
 */
export function matchPages(entries: SearchEntry[], q: string, lang: string, matcher: PageMatcher): PageMatch[] {
  const needle = q.trim().toLocaleLowerCase(lang);
  if (!needle) return [];
  const found: { result: PageMatch; rank: number; order: number }[] = [];
  for (const [order, entry] of entries.entries()) {
    const title = matcher.titleOf(entry);
    const at = title.toLocaleLowerCase(lang).indexOf(needle);
    if (at < 0 || !matcher.canOpen(entry)) continue;
    const result = { title, subtitle: matcher.groupOf(entry), icon: entry.icon, to: entry.to };
    found.push({ result, rank: at === 0 ? 0 : 1, order });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, maxSearchResults)
    .map((f) => f.result);
}
