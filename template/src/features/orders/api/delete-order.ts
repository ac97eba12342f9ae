/** DELETE /orders/:id: removes an order from the store; lists and dashboards refetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { orderKeys } from './keys';

export async function deleteOrder(id: number): Promise<number> {
  return z.object({ orderId: z.number() }).parse(await api.delete<unknown>(`orders/${id}`)).orderId;
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (id) => {
      queryClient.setQueryData<Order[]>(orderKeys.list(), (list) => list?.filter((o) => o.orderId !== id));
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      // Operations figures are derived from orders on the server.
      void queryClient.invalidateQueries({ queryKey: ['dashboards', 'operations'] });
    },
  });
}
