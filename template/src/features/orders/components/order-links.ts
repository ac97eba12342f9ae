import { pathTo } from '@/config/paths';

/** In-app link to the overview of one order (`?id=` keeps the spec's route without params). */
export const orderOverviewHref = (orderId: number) => `${pathTo('ecommerce-order-overview')}?id=${orderId}`;
