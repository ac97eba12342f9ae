/** GET /faq: the help centre's questions in categories, narrowed by search words and a category. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { FaqAnswer, FaqFilters } from '../types';
import { faqKeys } from './keys';

export async function getFaq(filters: FaqFilters, signal?: AbortSignal): Promise<FaqAnswer> {
  const params = { q: filters.q.trim() || undefined, category: filters.category };
  return parseAnswer(api.get<unknown>('faq', { params, signal }), () =>
    import('../types').then((m) => m.faqAnswerSchema),
  );
}

export const faqQuery = (filters: FaqFilters) =>
  queryOptions({
    queryKey: faqKeys.list(filters),
    queryFn: ({ signal }) => getFaq(filters, signal),
    // The questions rarely change: typing back to an earlier search reuses its answer.
    staleTime: 5 * 60_000,
    // While the next search is on its way the previous answer stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export function useFaq(filters: FaqFilters) {
  return useQuery(faqQuery(filters));
}
