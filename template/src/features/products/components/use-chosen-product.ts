import type { DetailQuery } from '@/components/layout/detail-screen';
import { recordKeyId, useRouteId } from '@/hooks/use-route-id';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';
import type { Product } from '../types';

/**
 * The product named by `?product=<uid>`, or the catalogue's first product when the screen is opened
 * from the menu without one (so it always shows real data; `null` when the catalogue is empty).
 * `uid` is null when the address holds something that is not a uid.
 */
export function useChosenProduct(): { uid: string | null | undefined; query: DetailQuery<Product> } {
  const uid = useRouteId({ search: 'product', parse: recordKeyId });
  const list = useProducts();
  const one = useProduct(uid ?? null);
  if (uid !== undefined) return { uid, query: one };
  return { uid, query: { ...list, data: list.data && (list.data[0] ?? null) } };
}
