/** GET /orders: every general order (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { orderSchema, type Order } from '../types';
import { orderKeys } from './keys';

export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return z.array(orderSchema).parse(await api.get<unknown>('orders', { signal }));
}

export const ordersQuery = () =>
  queryOptions({ queryKey: orderKeys.list(), queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  return useQuery(ordersQuery());
}
