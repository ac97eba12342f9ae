import { pathTo } from '@/config/paths';

/** The overview and edit screens take the product's uid in `?product=` (their routes have no params). */
export const productOverviewHref = (uid: string) =>
  `${pathTo('ecommerce-products-overview')}?product=${encodeURIComponent(uid)}`;
export const productEditHref = (uid: string) =>
  `${pathTo('ecommerce-products-edit')}?product=${encodeURIComponent(uid)}`;
