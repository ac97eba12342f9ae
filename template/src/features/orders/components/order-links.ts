import { pathTo } from '@/config/paths';

/** In-app link to the overview of one order (`?id=` keeps the route's path free of params). */
export const orderOverviewHref = (orderId: number) => `${pathTo('ecommerce-order-overview')}?id=${orderId}`;

/** Router state an overview link carries: the screen the visitor came from, for its Back button. */
export interface OrderLinkState {
  from: string;
}

/** Where the overview's Back leads: the screen that opened it (CRM, order list), else the order list. */
export function orderBackTarget(state: unknown): string {
  const from = (state as Partial<OrderLinkState> | null)?.from;
  // Only in-app paths: the state comes from history and could hold anything.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : pathTo('ecommerce-order-list');
}
