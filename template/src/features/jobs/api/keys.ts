import type { JobFilters } from '../types';

/** Query keys of the jobs domain. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: JobFilters) => [...jobKeys.lists(), filters] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
};
