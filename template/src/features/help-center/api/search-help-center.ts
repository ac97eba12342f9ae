/** GET /help-center/search: products and guides matching words, a tab and categories, a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { searchPageSize, type SearchAnswer, type SearchFilters } from '../types';
import { helpCenterKeys } from './keys';

export async function searchHelpCenter(filters: SearchFilters, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = {
    q: filters.q.trim() || undefined,
    type: filters.type,
    category: filters.categories,
    page: filters.page,
    perPage: searchPageSize,
  };
  return parseAnswer(api.get<unknown>('help-center/search', { params, signal }), () =>
    import('../types').then((m) => m.searchAnswerSchema),
  );
}

export const helpCenterSearchQuery = (filters: SearchFilters) =>
  queryOptions({
    queryKey: helpCenterKeys.search(filters),
    queryFn: ({ signal }) => searchHelpCenter(filters, signal),
    // The current page stays on screen while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useHelpCenterSearch(filters: SearchFilters) {
  return useQuery(helpCenterSearchQuery(filters));
}
