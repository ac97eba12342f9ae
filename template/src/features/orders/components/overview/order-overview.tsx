import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useOrder } from '../../api/get-order';
import { OrderStatusChip } from '../order-status-chip';
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

/** The screen's h1 when no order can be shown, so the screen keeps one heading in every state. */
export function OrderOverviewHeader({ back }: { back: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h1 className="me-auto text-2xl font-semibold">{t('overview.heading')}</h1>
      {back}
    </header>
  );
}

/** The overview screen of one order: who, where, what, how it was paid and where it is now. */
export function OrderOverview({ orderId, backTo, latest = false }: OrderOverviewProps) {
  const { t } = useTranslation('orders');
  const query = useOrder(orderId ?? null);
  const back = (
    <Link to={backTo} className={buttonClasses({ variant: 'tonal' })}>
      <ArrowLeft aria-hidden className="rtl:rotate-180" />
      {t('overview.back')}
    </Link>
  );
  if (orderId === null || (isApiError(query.error) && query.error.status === 404)) {
    const title =
      orderId === null ? t(latest ? 'overview.noOrders' : 'overview.noId') : t('overview.notFound', { id: orderId });
    return (
      <div className="flex flex-col gap-6">
        <OrderOverviewHeader back={back} />
        <Card>
          <EmptyState icon={<SearchX />} title={title} description={t('overview.notFoundHint')} />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <OrderOverviewHeader back={back} />
        <Card>
          <ErrorState
            description={apiErrorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }
  const detail = query.data;
  return (
    <div className="flex flex-col gap-6" aria-busy={!detail || undefined}>
      <header className="flex flex-wrap items-center gap-3">
        <div className="me-auto">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {orderId === undefined ? t('overview.heading') : t('overview.title', { id: orderId })}
            {detail && <OrderStatusChip status={detail.order.deliveryStatus} />}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {detail
              ? t(latest ? 'overview.latestPlacedOn' : 'overview.placedOn', {
                  date: formatDate(`${detail.order.orderDate}T00:00`, { dateStyle: 'long' }),
                })
              : '\u00a0'}
          </p>
        </div>
        {back}
      </header>
      {detail ? (
        <>
          <OrderInfoCards detail={detail} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <OrderItemsCard detail={detail} />
            </div>
            <OrderPaymentCard detail={detail} />
          </div>
          <OrderStatusTimeline detail={detail} />
        </>
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
          <Skeleton className="h-72" />
          <Skeleton className="h-40" />
        </>
      )}
    </div>
  );
}
