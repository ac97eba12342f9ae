/** GET /orders: every general order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Order } from '../types';
import { orderKeys } from './keys';

export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return parseAnswer(api.get<unknown>('orders', { signal }), () => import('../types').then((m) => m.orderListSchema));
}

export const ordersQuery = () =>
  queryOptions({ queryKey: orderKeys.list(), queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  return useQuery(ordersQuery());
}

/** The most recent order: the latest order date, then the highest id. Null when there are none. */
export function latestOrderId(orders: readonly Order[]): number | null {
  let latest: Order | null = null;
  for (const order of orders) {
    if (
      !latest ||
      order.orderDate > latest.orderDate ||
      (order.orderDate === latest.orderDate && order.orderId > latest.orderId)
    )
      latest = order;
  }
  return latest?.orderId ?? null;
}

/** The id of the most recent order, for the overview opened without one (shares the list's cache). */
export function useLatestOrderId(enabled: boolean) {
  return useQuery({ ...ordersQuery(), enabled, select: latestOrderId });
}
