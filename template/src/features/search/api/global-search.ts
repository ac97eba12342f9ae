/** GET /global-search?q&lang: pages whose (localized) title contains the text, at most 5. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchResultsSchema, type SearchResult } from '../types';

export async function globalSearch(q: string, lang: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return searchResultsSchema.parse(await api.get<unknown>('/global-search', { params: { q, lang }, signal }));
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
