import { z } from 'zod/mini';
import { routeNames, type RouteName } from '@/config/paths';
import { maxSearchResults } from '@/lib/match-pages';

/** One answer of GET /global-search: localized title and group label. */
export const searchResultSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
  to: z.object({
    name: z.enum(routeNames as [RouteName, ...RouteName[]]),
    params: z.optional(z.record(z.string(), z.string())),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z.array(searchResultSchema).check(z.maxLength(maxSearchResults));
