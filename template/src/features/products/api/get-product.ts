/** GET /products/:uid: one product (404 when it is unknown). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { productSchema, type Product } from '../types';
import { productKeys } from './keys';

export async function getProduct(uid: string, signal?: AbortSignal): Promise<Product> {
  const answer = await api.get<unknown>(`products/${encodeURIComponent(uid)}`, { signal });
  return z.object({ product: productSchema }).parse(answer).product;
}

export const productQuery = (uid: string) =>
  queryOptions({ queryKey: productKeys.detail(uid), queryFn: ({ signal }) => getProduct(uid, signal) });

export function useProduct(uid: string | null) {
  return useQuery({ ...productQuery(uid ?? ''), enabled: Boolean(uid) });
}
