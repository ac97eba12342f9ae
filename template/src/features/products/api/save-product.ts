/** POST /product/add and PUT /products/:uid: create a product, or update some of its fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Product, ProductInput } from '../types';
import { productKeys } from './keys';

export async function addProduct(input: ProductInput): Promise<Product> {
  return (
    await parseAnswer(api.post<unknown>('product/add', { body: input }), () =>
      import('../types').then((m) => m.productAnswerSchema),
    )
  ).product;
}

export async function updateProduct(uid: string, patch: Partial<ProductInput>): Promise<Product> {
  const answer = api.put<unknown>(`products/${encodeURIComponent(uid)}`, { body: patch });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.productAnswerSchema))).product;
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
