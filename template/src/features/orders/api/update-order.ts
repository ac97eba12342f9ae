/** PATCH /orders/:id: changes an order's delivery status, delivery date and payment method. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Order } from '../types';
import { orderKeys } from './keys';

export type OrderChange = Pick<Order, 'deliveryStatus' | 'deliveryDate' | 'paymentMethod'>;

export async function updateOrder(id: number, change: OrderChange): Promise<Order> {
  return parseAnswer(api.patch<unknown>(`orders/${id}`, { body: change }), () =>
    import('../types').then((m) => m.orderSchema),
  );
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: OrderChange }) => updateOrder(id, change),
    // The same change sent twice leaves the same order: safe to repeat.
    ...transientRetry,
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(orderKeys.list(), (list) =>
        list?.map((o) => (o.orderId === order.orderId ? order : o)),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.orderId) });
      // Operations figures are derived from orders on the server.
      void queryClient.invalidateQueries({ queryKey: ['dashboards', 'operations'] });
    },
  });
}

/** The selection's "Set status": PATCH /orders/:id for each order, keeping its date and payment. */
export function useSetOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orders, status }: { orders: readonly Order[]; status: Order['deliveryStatus'] }) => {
      for (const { orderId, deliveryDate, paymentMethod } of orders) {
        await updateOrder(orderId, { deliveryStatus: status, deliveryDate, paymentMethod });
      }
    },
    ...transientRetry,
    // Even a partly done batch changed some: the list is asked again either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboards', 'operations'] });
    },
  });
}
