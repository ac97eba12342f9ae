/** GET /product/delete?productId=&uid=: removes one product; the answer is what remains. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Product } from '../types';
import { productKeys } from './keys';

export async function deleteProduct(product: Pick<Product, 'id' | 'uid'>): Promise<Product[]> {
  const answer = api.get<unknown>('product/delete', { params: { productId: product.id, uid: product.uid } });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.productListSchema))).products;
}

/** Deletes several products one after another; the list ends as the server's last answer. */
export async function deleteProducts(products: readonly Pick<Product, 'id' | 'uid'>[]): Promise<Product[]> {
  let remaining: Product[] = [];
  for (const product of products) remaining = await deleteProduct(product);
  return remaining;
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSuccess: (remaining, deleted) => {
      queryClient.setQueryData(productKeys.list(), remaining);
      deleted.forEach((p) => queryClient.removeQueries({ queryKey: productKeys.detail(p.uid) }));
    },
  });
}
