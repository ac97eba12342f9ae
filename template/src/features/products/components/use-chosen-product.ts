import { useSearchParams } from 'react-router';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';

/**
 * The product named by `?product=<uid>`, or the catalogue's first product when the screen is opened
 * from the menu without one (so it always shows real data).
 */
export function useChosenProduct() {
  const [params] = useSearchParams();
  const uid = params.get('product');
  const list = useProducts();
  const one = useProduct(uid);
  if (uid) return { product: one.data, query: one };
  return { product: list.data?.[0], query: list };
}
