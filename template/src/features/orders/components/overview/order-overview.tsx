import type { PageCell } from '@/components/layout/page-grid';
import type { DetailQuery } from '@/components/layout/detail-screen';
import { useLatestOrderId } from '../../api/get-orders';
import { useOrder } from '../../api/get-order';
import type { OrderDetail } from '../../types';
import { OrderInfoCards } from './order-info-cards';
import { OrderItemsCard } from './order-items-card';
import { OrderPaymentCard } from './order-payment-card';
import { OrderStatusTimeline } from './order-status-timeline';

/**
 * The overview's grid: who, where, what, how it was paid and where it is now. Every card draws its
 * own skeleton at its loaded size while `detail` is undefined, so the same cells are the skeleton.
 */
export function orderOverviewCells(detail?: OrderDetail): PageCell[] {
  return [
    { id: 'info', span: 'col-span-12', card: <OrderInfoCards detail={detail} /> },
    { id: 'items', span: 'col-span-12 lg:col-span-8', card: <OrderItemsCard detail={detail} /> },
    { id: 'payment', span: 'col-span-12 lg:col-span-4', card: <OrderPaymentCard detail={detail} /> },
    { id: 'status', span: 'col-span-12', card: <OrderStatusTimeline detail={detail} /> },
  ];
}

export interface OverviewOrder {
  /** The order shown: the address's, or the most recent one once known. */
  orderId: number | null | undefined;
  query: DetailQuery<OrderDetail>;
}

/**
 * The order the overview shows. With an id from the address (null when malformed), that order.
 * Opened without one (from the menu), the most recent order, a real one the visitor can act on:
 * its lookup's failure is the screen's, and no orders at all reads as `data: null` ("not found").
 */
export function useOverviewOrder(fromAddress: number | null | undefined): OverviewOrder {
  const latest = useLatestOrderId(fromAddress === undefined);
  const orderId = fromAddress === undefined ? latest.data : fromAddress;
  const order = useOrder(orderId ?? null);
  if (fromAddress === undefined && latest.data === null) return { orderId, query: { ...latest, data: null } };
  if (fromAddress === undefined && latest.isError) return { orderId, query: { ...latest, data: undefined } };
  return { orderId, query: order };
}
