import type { SearchFilters } from '../types';

/** Query keys of the help-centre search. */
export const helpCenterKeys = {
  all: ['help-center'] as const,
  search: (filters: SearchFilters) => [...helpCenterKeys.all, 'search', filters] as const,
};
