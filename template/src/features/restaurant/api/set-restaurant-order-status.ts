/** PATCH /restaurant/orders/:id {status}: the selection's "Set status", one order after another. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { RestaurantOrder, RestaurantStatus } from '../types';
import { operationsDashboardKey, restaurantKeys } from './keys';

export async function setRestaurantOrderStatus(id: string, status: RestaurantStatus): Promise<RestaurantOrder> {
  const answer = api.patch<unknown>(`restaurant/orders/${encodeURIComponent(id)}`, { body: { status } });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.restaurantOrderAnswerSchema))).order;
}

export function useSetRestaurantOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: readonly string[]; status: RestaurantStatus }) => {
      for (const id of ids) await setRestaurantOrderStatus(id, status);
    },
    // The same status sent twice leaves the same order: safe to repeat.
    ...transientRetry,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.orderLists() });
      void queryClient.invalidateQueries({ queryKey: operationsDashboardKey });
    },
  });
}
