import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useOrder } from '../../api/get-order';
import type { OrderDetail } from '../../types';
import { OrderStatusChip } from '../order-status-chip';
import { OrderBackLink } from './order-back-link';
import { OrderInfoCards } from './order-info-cards';
import { OrderItemsCard } from './order-items-card';
import { OrderPaymentCard } from './order-payment-card';
import { OrderStatusTimeline } from './order-status-timeline';

export interface OrderOverviewProps {
  /**
   * The order to show; null when the link carried no valid id (or, for the most recent order, when
   * there are no orders at all); undefined while the most recent order is still being looked up.
   */
  orderId: number | null | undefined;
  /** Where "Back" leads: the screen that opened the overview (CRM dashboard or order list). */
  backTo: string;
  /** The order was chosen for the visitor (opened from the menu): the most recent one. @default false */
  latest?: boolean;
}

/**
 * The screen when no order can be shown (unknown id, failed request): the same header, then one
 * card that says why.
 */
export function OrderOverviewMessage({ backTo, children }: { backTo: string; children: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('overview.heading')} actions={<OrderBackLink to={backTo} />} />
      <Card>{children}</Card>
    </div>
  );
}

/** The screen's grid: every card draws its own skeleton at its loaded size until `detail` arrives. */
function overviewCells(detail: OrderDetail | undefined): PageCell[] {
  return [
    { id: 'info', span: 'col-span-12', card: <OrderInfoCards detail={detail} /> },
    { id: 'items', span: 'col-span-12 lg:col-span-8', card: <OrderItemsCard detail={detail} /> },
    { id: 'payment', span: 'col-span-12 lg:col-span-4', card: <OrderPaymentCard detail={detail} /> },
    { id: 'status', span: 'col-span-12', card: <OrderStatusTimeline detail={detail} /> },
  ];
}

/** The overview screen of one order: who, where, what, how it was paid and where it is now. */
export function OrderOverview({ orderId, backTo, latest = false }: OrderOverviewProps) {
  const { t } = useTranslation('orders');
  const query = useOrder(orderId ?? null);
  if (orderId === null || (isApiError(query.error) && query.error.status === 404)) {
    const title =
      orderId === null ? t(latest ? 'overview.noOrders' : 'overview.noId') : t('overview.notFound', { id: orderId });
    return (
      <OrderOverviewMessage backTo={backTo}>
        <EmptyState icon={<SearchX />} title={title} description={t('overview.notFoundHint')} />
      </OrderOverviewMessage>
    );
  }
  if (query.isError) {
    return (
      <OrderOverviewMessage backTo={backTo}>
        <ErrorState
          description={apiErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </OrderOverviewMessage>
    );
  }
  const detail = query.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {orderId === undefined ? t('overview.heading') : t('overview.title', { id: orderId })}
            {detail && <OrderStatusChip status={detail.order.deliveryStatus} />}
          </span>
        }
        subtitle={
          detail
            ? t(latest ? 'overview.latestPlacedOn' : 'overview.placedOn', {
                date: formatDate(`${detail.order.orderDate}T00:00`, { dateStyle: 'long' }),
              })
            : '\u00a0'
        }
        actions={<OrderBackLink to={backTo} />}
      />
      <PageGrid cells={overviewCells(detail)} loadingLabel={detail ? undefined : t('overview.loading')} />
    </div>
  );
}
