/** GET /products: the whole catalogue. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { productSchema, type Product } from '../types';
import { productKeys } from './keys';

export const productListSchema = z.object({ products: z.array(productSchema) });

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return productListSchema.parse(await api.get<unknown>('products', { signal })).products;
}

export const productsQuery = () =>
  queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQuery());
}
