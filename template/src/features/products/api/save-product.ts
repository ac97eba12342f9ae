/** POST /product/add and PUT /products/:uid: create a product, or update some of its fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { productSchema, type Product, type ProductInput } from '../types';
import { productKeys } from './keys';

const answerSchema = z.object({ product: productSchema });

export async function addProduct(input: ProductInput): Promise<Product> {
  return answerSchema.parse(await api.post<unknown>('product/add', { body: input })).product;
}

export async function updateProduct(uid: string, patch: Partial<ProductInput>): Promise<Product> {
  return answerSchema.parse(await api.put<unknown>(`products/${encodeURIComponent(uid)}`, { body: patch })).product;
}

function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(productKeys.detail(product.uid), product);
    void queryClient.invalidateQueries({ queryKey: productKeys.list() });
  };
}

export function useAddProduct() {
  const store = useStoreProduct();
  return useMutation({ mutationFn: addProduct, onSuccess: store });
}

export function useUpdateProduct(uid: string) {
  const store = useStoreProduct();
  return useMutation({ mutationFn: (patch: Partial<ProductInput>) => updateProduct(uid, patch), onSuccess: store });
}
