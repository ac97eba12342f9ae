/** GET /products: the whole catalogue. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { Product } from '../types';
import { productKeys } from './keys';

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return (
    await parseAnswer(api.get<unknown>('products', { signal }), () =>
      import('../types').then((m) => m.productListSchema),
    )
  ).products;
}

/** Sends GET /products before the screen that reads it renders (lib/api-preload.ts). */
export const preloadProducts = () => preloadGet('products');

export const productsQuery = () =>
  queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQuery());
}
