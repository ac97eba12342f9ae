/** /ecommerce/order/overview?id=<orderId>: one order in detail (reference §3.2 Overview). */
import { useLocation, useSearchParams } from 'react-router';
import { orderBackTarget } from '@/features/orders/components/order-links';
import { OrderOverview } from '@/features/orders/components/overview/order-overview';

/** A positive whole number from the query, else null (the screen then says the id is missing). */
function parseId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function OrderOverviewScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  return <OrderOverview orderId={parseId(params.get('id'))} backTo={orderBackTarget(location.state as unknown)} />;
}
