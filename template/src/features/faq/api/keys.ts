import type { FaqFilters } from '../types';

/** Query keys of the FAQ domain. */
export const faqKeys = {
  all: ['faq'] as const,
  list: (filters: FaqFilters) => [...faqKeys.all, 'list', filters] as const,
};
