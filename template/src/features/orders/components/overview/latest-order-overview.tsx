import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useLatestOrderId } from '../../api/get-orders';
import { OrderOverview, OrderOverviewHeader } from './order-overview';

/**
 * The overview opened without an id (from the menu): it shows the most recent order, a real one
 * the visitor can act on, rather than asking them to pick one first.
 */
export function LatestOrderOverview({ backTo }: { backTo: string }) {
  const { t } = useTranslation('orders');
  const latest = useLatestOrderId(true);
  if (latest.isError) {
    return (
      <div className="flex flex-col gap-6">
        <OrderOverviewHeader
          back={
            <Link to={backTo} className={buttonClasses({ variant: 'tonal' })}>
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {t('overview.back')}
            </Link>
          }
        />
        <Card>
          <ErrorState
            description={apiErrorMessage(latest.error)}
            onRetry={() => void latest.refetch()}
            retrying={latest.isFetching}
          />
        </Card>
      </div>
    );
  }
  return <OrderOverview orderId={latest.data} backTo={backTo} latest />;
}
