/**
 * GET /global-search?q&lang: pages whose (localized) title contains the text, at most 5. Without
 * the demo backend (config/env.ts) the same search runs over the menu the user can see.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { searchIndex } from '@/config/navigation';
import { canAccessRoute } from '@/lib/ability';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { i18n } from '@/lib/i18n';
import { matchPages } from '@/lib/match-pages';
import { getUserData, isSignedIn } from '@/lib/session';
import type { SearchResult } from '../types';

/** The menu-only search: titles and group labels from the nav strings already loaded by the shell. */
export function searchMenu(q: string, lang: string): SearchResult[] {
  const t = i18n.getFixedT(lang, 'nav');
  const user = getUserData();
  return matchPages(searchIndex(), q, lang, {
    titleOf: (entry) => t(entry.title),
    groupOf: (entry) => t(entry.subtitle),
    canOpen: (entry) => canAccessRoute(entry.to.name, user, isSignedIn()),
  });
}

export async function globalSearch(q: string, lang: string, signal?: AbortSignal): Promise<SearchResult[]> {
  if (!env.demoBackend) return searchMenu(q, lang);
  const answer = api.get<unknown>('/global-search', { params: { q, lang }, signal });
  return parseAnswer(answer, () => import('../types').then((m) => m.searchResultsSchema));
}

export const globalSearchQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['global-search', lang, q] as const,
    queryFn: ({ signal }) => globalSearch(q, lang, signal),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    retry: 2,
    // Keep the last answer on screen while the next keystroke's answer loads.
    placeholderData: keepPreviousData,
  });

export function useGlobalSearch(q: string, lang: string) {
  return useQuery(globalSearchQuery(q, lang));
}
