/**
 * /ecommerce/order/overview?id=<orderId>: one order in detail. Opened without an id (from the
 * menu) it shows the most recent order.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DetailScreen } from '@/components/layout/detail-screen';
import { routeId, useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import type { ScreenPreload } from '@/app/router';
import { preloadOrder } from '@/features/orders/api/get-order';
import { formatDate } from '@/lib/format';
import { orderBackTarget } from '@/features/orders/components/order-links';
import { OrderStatusChip } from '@/features/orders/components/order-status-chip';
import { OrderBackLink } from '@/features/orders/components/overview/order-back-link';
import { orderOverviewCells, useOverviewOrder } from '@/features/orders/components/overview/order-overview';

const idInAddress = { search: 'id', parse: wholeNumberId };

/** The named order; without an id, the screen finds the latest order first. */
export const preload: ScreenPreload = (address) => {
  const id = routeId(idInAddress, address);
  if (id) preloadOrder(id);
};

export default function OrderOverviewScreen() {
  const { t } = useTranslation('orders');
  const backTo = orderBackTarget(useLocation().state as unknown);
  const fromAddress = useRouteId(idInAddress);
  const latest = fromAddress === undefined;
  const { orderId, query } = useOverviewOrder(fromAddress);
  const notFoundTitle =
    fromAddress === null
      ? t('overview.noId')
      : latest
        ? t('overview.noOrders')
        : t('overview.notFound', { id: fromAddress });
  return (
    <DetailScreen
      id={fromAddress}
      query={query}
      header={(detail, status) => ({
        title:
          detail || (status === 'loading' && orderId != null) ? (
            <span className="flex flex-wrap items-center gap-3">
              {t('overview.title', { id: orderId })}
              {detail && <OrderStatusChip status={detail.order.deliveryStatus} />}
            </span>
          ) : (
            t('overview.heading')
          ),
        subtitle: detail
          ? t(latest ? 'overview.latestPlacedOn' : 'overview.placedOn', {
              date: formatDate(`${detail.order.orderDate}T00:00`, { dateStyle: 'long' }),
            })
          : status === 'loading'
            ? '\u00a0'
            : undefined,
        actions: <OrderBackLink to={backTo} />,
      })}
      loadingLabel={t('overview.loading')}
      skeleton={orderOverviewCells()}
      notFound={{ title: notFoundTitle, description: t('overview.notFoundHint') }}
    >
      {(detail) => orderOverviewCells(detail)}
    </DetailScreen>
  );
}
