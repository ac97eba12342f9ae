/** GET /restaurant/orders?q=&status=&payMethod=: orders searched and filtered on the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { RestaurantOrder, RestaurantOrderFilters } from '../types';
import { restaurantKeys } from './keys';

export async function getRestaurantOrders(
  filters: RestaurantOrderFilters,
  signal?: AbortSignal,
): Promise<RestaurantOrder[]> {
  const answer = api.get<unknown>('restaurant/orders', {
    params: { q: filters.q || undefined, status: filters.status, payMethod: filters.payMethod },
    signal,
  });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.restaurantOrderListSchema))).orders;
}

export const restaurantOrdersQuery = (filters: RestaurantOrderFilters) =>
  queryOptions({
    queryKey: restaurantKeys.orders(filters),
    queryFn: ({ signal }) => getRestaurantOrders(filters, signal),
  });

export function useRestaurantOrders(filters: RestaurantOrderFilters) {
  return useQuery({ ...restaurantOrdersQuery(filters), placeholderData: keepPreviousData });
}
