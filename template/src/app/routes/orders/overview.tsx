/**
 * /ecommerce/order/overview?id=<orderId>: one order in detail. Opened without an id (from the
 * menu) it shows the most recent order.
 */
import { useLocation, useSearchParams } from 'react-router';
import { orderBackTarget } from '@/features/orders/components/order-links';
import { LatestOrderOverview } from '@/features/orders/components/overview/latest-order-overview';
import { OrderOverview } from '@/features/orders/components/overview/order-overview';

/** A positive whole number from the query, else null (the screen then says the id is wrong). */
function parseId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function OrderOverviewScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const backTo = orderBackTarget(location.state as unknown);
  const raw = params.get('id');
  if (raw === null) return <LatestOrderOverview backTo={backTo} />;
  return <OrderOverview orderId={parseId(raw)} backTo={backTo} />;
}
