/** GET /orders/:id: one order with its customer, logistics, totals and status timeline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { OrderDetail } from '../types';
import { orderKeys } from './keys';

const orderPath = (id: number) => `orders/${id}`;

export async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return parseAnswer(api.get<unknown>(orderPath(id), { signal }), () =>
    import('../types').then((m) => m.orderDetailSchema),
  );
}

/** Sends GET /orders/:id before the screen that reads it renders (lib/api-preload.ts). */
export const preloadOrder = (id: number) => preloadGet(orderPath(id));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
}
