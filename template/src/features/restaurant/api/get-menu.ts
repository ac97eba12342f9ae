/** GET /restaurant/menu?filter=&q=: the menu, filtered by type (exact) and text on the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { MenuItem, MenuType } from '../types';
import { restaurantKeys } from './keys';

export async function getMenu(filter: MenuType | null, q: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const answer = api.get<unknown>('restaurant/menu', {
    params: { filter: filter ?? undefined, q: q || undefined },
    signal,
  });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.menuListSchema))).menus;
}

export const menuQuery = (filter: MenuType | null, q: string) =>
  queryOptions({
    queryKey: restaurantKeys.menu(filter, q),
    queryFn: ({ signal }) => getMenu(filter, q, signal),
  });

/** Keeps the previous answer on screen while a new filter loads, so the grid does not flash. */
export function useMenu(filter: MenuType | null, q: string) {
  return useQuery({ ...menuQuery(filter, q), placeholderData: keepPreviousData });
}
