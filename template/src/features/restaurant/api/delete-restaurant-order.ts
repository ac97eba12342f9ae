/** DELETE /restaurant/orders/:id: removes orders one after another; every orders view and the Operations dashboard refetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import { operationsDashboardKey, restaurantKeys } from './keys';

export async function deleteRestaurantOrder(id: string): Promise<string> {
  try {
    const answer = api.delete<unknown>(`restaurant/orders/${encodeURIComponent(id)}`);
    return (await parseAnswer(answer, () => import('../types').then((m) => m.restaurantOrderDeletedSchema))).id;
  } catch (error) {
    // Already gone (an earlier try whose answer came too late): what was asked holds.
    if (isApiError(error) && error.status === 404) return id;
    throw error;
  }
}

export async function deleteRestaurantOrders(ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteRestaurantOrder(id);
}

export function useDeleteRestaurantOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurantOrders,
    // A repeat deletes nothing twice (a 404 counts as done).
    ...transientRetry,
    // Even a partly done batch removed some: the lists are asked again either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.orderLists() });
      void queryClient.invalidateQueries({ queryKey: operationsDashboardKey });
    },
  });
}
