/**
 * The dessert rows behind the /tables and /datatables examples, read and written through the demo
 * backend. Examples sit below the feature layer, so this data access lives beside them rather than
 * in a feature; a screen of your own would keep the same functions in `features/<name>/api/`.
 *   GET    datatable/server  one sorted page ({ items, total })
 *   GET    datatable/rows    every row
 * Both reads come back in the reader's language (the api-client sends it as Accept-Language): the
 * seed rows' names are translated, so each language is cached under its own key and switching
 * language refetches instead of showing the other one's names.
 *   POST   datatable/rows, PUT datatable/rows/:id, DELETE datatable/rows/:id, POST datatable/reset
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServerTableQuery } from '@/components/data-table/server-table';
import { api, isApiError } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import {
  dessertDeletedSchema,
  dessertListSchema,
  savedDessertSchema,
  type Dessert,
  type DessertInput,
  type DessertList,
} from './desserts-schema';

export type { Dessert, DessertInput, DessertList } from './desserts-schema';

export const dessertKeys = {
  all: ['datatable'] as const,
  rows: (lang: string) => [...dessertKeys.all, 'rows', lang] as const,
  page: (query: ServerTableQuery, lang: string) => [...dessertKeys.all, 'server', lang, query] as const,
};

/** One page as the server sorts it: `sortBy[key]` and `sortBy[order]` only when a column is sorted. */
export async function getDessertPage(query: ServerTableQuery, signal?: AbortSignal): Promise<DessertList> {
  const answer = await api.get<unknown>('datatable/server', {
    params: {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      'sortBy[key]': query.sortBy?.key,
      'sortBy[order]': query.sortBy?.order,
    },
    signal,
  });
  return dessertListSchema.parse(answer);
}

export const dessertPageQuery = (query: ServerTableQuery, lang: string) =>
  queryOptions({
    queryKey: dessertKeys.page(query, lang),
    queryFn: ({ signal }) => getDessertPage(query, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useDessertPage(query: ServerTableQuery) {
  const { i18n } = useTranslation();
  return useQuery({ ...dessertPageQuery(query, i18n.language), placeholderData: keepPreviousData });
}

export async function getDesserts(signal?: AbortSignal): Promise<Dessert[]> {
  return dessertListSchema.parse(await api.get<unknown>('datatable/rows', { signal })).items;
}

export const dessertsQuery = (lang: string) =>
  queryOptions({ queryKey: dessertKeys.rows(lang), queryFn: ({ signal }) => getDesserts(signal) });

/** Every row, for the tables that sort, search and page in the browser. */
export function useDesserts() {
  const { i18n } = useTranslation();
  return useQuery(dessertsQuery(i18n.language));
}

export async function saveDessert({ id, ...input }: DessertInput & { id?: number }): Promise<Dessert> {
  const answer =
    id === undefined
      ? await api.post<unknown>('datatable/rows', { body: input })
      : await api.put<unknown>(`datatable/rows/${id}`, { body: input });
  return savedDessertSchema.parse(answer).item;
}

export async function deleteDessert(id: number): Promise<number> {
  try {
    return dessertDeletedSchema.parse(await api.delete<unknown>(`datatable/rows/${id}`)).id;
  } catch (error) {
    // Already gone (an earlier try removed it, or another tab did): what was asked holds.
    if (isApiError(error) && error.status === 404) return id;
    throw error;
  }
}

export async function resetDesserts(): Promise<Dessert[]> {
  return dessertListSchema.parse(await api.post<unknown>('datatable/reset')).items;
}

/** Every view of the rows (full list and server pages) refetches after a change. */
function useRefreshDesserts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dessertKeys.all });
}

/** Adds a row (POST, sent once: a repeat could add it twice). */
export function useAddDessert() {
  const refresh = useRefreshDesserts();
  return useMutation({ mutationFn: (input: DessertInput) => saveDessert(input), onSuccess: refresh });
}

/** Saves an edited row (PUT: the same answer however often it is sent, so a timeout is retried). */
export function useUpdateDessert() {
  const refresh = useRefreshDesserts();
  return useMutation({
    mutationFn: (row: Dessert) => saveDessert(row),
    ...transientRetry,
    onSuccess: refresh,
  });
}

/** Deletes one row or several (a selection), then refreshes once; retried, as a repeat is harmless. */
export function useDeleteDesserts() {
  const refresh = useRefreshDesserts();
  return useMutation({
    mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => deleteDessert(id))),
    ...transientRetry,
    onSuccess: refresh,
  });
}

export function useResetDesserts() {
  const refresh = useRefreshDesserts();
  return useMutation({ mutationFn: resetDesserts, onSuccess: refresh });
}
