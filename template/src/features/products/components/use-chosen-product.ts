import type { DetailQuery } from '@/components/layout/detail-screen';
import { recordKeyId, routeId, useRouteId, type RouteAddress } from '@/hooks/use-route-id';
import { preloadProduct, useProduct } from '../api/get-product';
import { preloadProducts, useProducts } from '../api/get-products';
import type { Product } from '../types';

const chosenId = { search: 'product', parse: recordKeyId };

/**
 * The product named by `?product=<uid>`, or the catalogue's first product when the screen is opened
 * from the menu without one (so it always shows real data; `null` when the catalogue is empty).
 * `uid` is null when the address holds something that is not a uid.
 */
export function useChosenProduct(): { uid: string | null | undefined; query: DetailQuery<Product> } {
  const uid = useRouteId(chosenId);
  const list = useProducts();
  const one = useProduct(uid ?? null);
  if (uid !== undefined) return { uid, query: one };
  return { uid, query: { ...list, data: list.data && (list.data[0] ?? null) } };
}

/** The requests of `useChosenProduct` for `address`, sent before the screen renders. */
export function preloadChosenProduct(address: RouteAddress): void {
  preloadProducts();
  const uid = routeId(chosenId, address);
  if (uid) preloadProduct(uid);
}
