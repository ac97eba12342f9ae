/** PATCH /restaurant/orders/:id {status}: the selection's "Set status", one order after another. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import { restaurantOrderSchema, type RestaurantOrder, type RestaurantStatus } from '../types';
import { operationsDashboardKey, restaurantKeys } from './keys';

export async function setRestaurantOrderStatus(id: string, status: RestaurantStatus): Promise<RestaurantOrder> {
  const answer = await api.patch<unknown>(`restaurant/orders/${encodeURIComponent(id)}`, { body: { status } });
  return z.object({ order: restaurantOrderSchema }).parse(answer).order;
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
