import { Link, useLocation } from 'react-router';
import { orderOverviewHref, type OrderLinkState } from './order-links';

/** "#1001" leading to the order's overview, whose Back button then returns here. */
export function OrderIdLink({ orderId }: { orderId: number }) {
  const { pathname, search } = useLocation();
  const state: OrderLinkState = { from: pathname + search };
  return (
    <Link to={orderOverviewHref(orderId)} state={state} className="font-medium text-primary-text hover:underline">
      #{orderId}
    </Link>
  );
}
