import { ErrorState } from '@/components/ui/empty-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useLatestOrderId } from '../../api/get-orders';
import { OrderOverview, OrderOverviewMessage } from './order-overview';

/**
 * The overview opened without an id (from the menu): it shows the most recent order, a real one
 * the visitor can act on, rather than asking them to pick one first.
 */
export function LatestOrderOverview({ backTo }: { backTo: string }) {
  const latest = useLatestOrderId(true);
  if (latest.isError) {
    return (
      <OrderOverviewMessage backTo={backTo}>
        <ErrorState
          description={apiErrorMessage(latest.error)}
          onRetry={() => void latest.refetch()}
          retrying={latest.isFetching}
        />
      </OrderOverviewMessage>
    );
  }
  return <OrderOverview orderId={latest.data} backTo={backTo} latest />;
}
