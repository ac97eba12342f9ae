/** DELETE /orders/:id: removes an order from the store (several one after another); lists and dashboards refetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Order } from '../types';
import { orderKeys } from './keys';
import { transientRetry } from '@/lib/query-retry';

export async function deleteOrder(id: number): Promise<number> {
  try {
    return (
      await parseAnswer(api.delete<unknown>(`orders/${id}`), () => import('../types').then((m) => m.deletedOrderSchema))
    ).orderId;
  } catch (error) {
    // Already gone (an earlier try that timed out on the way back did remove it): what was asked holds.
    if (isApiError(error) && error.status === 404) return id;
    throw error;
  }
}

/** Deletes several orders one after another. */
export async function deleteOrders(ids: readonly number[]): Promise<void> {
  for (const id of ids) await deleteOrder(id);
}

export function useDeleteOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrders,
    ...transientRetry,
    onSettled: (_result, error, ids) => {
      if (error) void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
      else queryClient.setQueryData<Order[]>(orderKeys.list(), (list) => list?.filter((o) => !ids.includes(o.orderId)));
      ids.forEach((id) => queryClient.removeQueries({ queryKey: orderKeys.detail(id) }));
      // Operations figures are derived from orders on the server.
      void queryClient.invalidateQueries({ queryKey: ['dashboards', 'operations'] });
    },
  });
}
