/** GET /products/:uid: one product (404 when it is unknown). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { Product } from '../types';
import { productKeys } from './keys';

const productPath = (uid: string) => `products/${encodeURIComponent(uid)}`;

export async function getProduct(uid: string, signal?: AbortSignal): Promise<Product> {
  const answer = api.get<unknown>(productPath(uid), { signal });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.productAnswerSchema))).product;
}

/** Sends GET /products/:uid before the screen that reads it renders (lib/api-preload.ts). */
export const preloadProduct = (uid: string) => preloadGet(productPath(uid));

export const productQuery = (uid: string) =>
  queryOptions({ queryKey: productKeys.detail(uid), queryFn: ({ signal }) => getProduct(uid, signal) });

export function useProduct(uid: string | null) {
  return useQuery({ ...productQuery(uid ?? ''), enabled: Boolean(uid) });
}
