import { useParams, useSearchParams, type Params } from 'react-router';

/** Turns the address's text into an id, or null when the text cannot be one. */
export type IdParser<T> = (raw: string) => T | null;

/** A positive whole number of at most nine digits (`42`): order, user, course and job ids. */
export const wholeNumberId: IdParser<number> = (raw) => {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
};

/** A row key of letters, digits, `-` and `_`, at most 64 (`INV0024-2`, `prd-009`, a UUID). */
export const recordKeyId: IdParser<string> = (raw) => (/^[\w-]{1,64}$/.test(raw) ? raw : null);

/** The id is a path param of the route (`id` for `/apps/invoice/details/:id`). */
export interface PathIdOptions<T> {
  param: string;
  /** Checks and converts the text (`wholeNumberId`, `recordKeyId` or your own). */
  parse: IdParser<T>;
}

/** The id is a query parameter (`id` for `/ecommerce/jobs/details?id=3`): the route's path has none. */
export interface SearchIdOptions<T> {
  search: string;
  /** Checks and converts the text (`wholeNumberId`, `recordKeyId` or your own). */
  parse: IdParser<T>;
  /** The id to use when the address has none (the menu links to the screen without one). */
  fallback?: T;
}

/** A route's address as a screen reads it: its path params and its query. */
export interface RouteAddress {
  params: Params;
  search: URLSearchParams;
}

type IdOptions<T> = PathIdOptions<T> | SearchIdOptions<T>;

/** `useRouteId` outside React: the id `address` names (for a route's `preload`, app/router.tsx). */
export function routeId<T>(
  options: PathIdOptions<T> | (SearchIdOptions<T> & { fallback: T }),
  address: RouteAddress,
): T | null;
export function routeId<T>(options: SearchIdOptions<T>, address: RouteAddress): T | null | undefined;
export function routeId<T>(options: IdOptions<T>, { params, search }: RouteAddress): T | null | undefined {
  if ('param' in options) return options.parse(params[options.param] ?? '');
  const raw = search.get(options.search);
  return raw === null ? options.fallback : options.parse(raw);
}

/**
 * The id a detail screen shows, read from its address and checked before anything is asked of the
 * server: the parsed id, or `null` when the text is not an id at all (the screen reads "not found"
 * and sends no request for it). A query parameter that is absent gives `fallback`, else `undefined`
 * (the screen picks a record itself); an absent path param counts as malformed.
 *
 *   const id = useRouteId({ search: 'id', parse: wholeNumberId, fallback: 1 });
 */
export function useRouteId<T>(options: PathIdOptions<T> | (SearchIdOptions<T> & { fallback: T })): T | null;
export function useRouteId<T>(options: SearchIdOptions<T>): T | null | undefined;
export function useRouteId<T>(options: IdOptions<T>): T | null | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  return routeId(options as SearchIdOptions<T>, { params, search });
}
