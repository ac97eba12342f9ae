/** The contract's order endpoints. */
import {
  deletedOrderSchema,
  orderDetailSchema,
  orderListSchema,
  orderPatchInputSchema,
  orderSchema,
  type Order,
} from '@/features/orders/types';
import type { Endpoint } from '../types';

export const orderEndpoints: Endpoint[] = [
  {
    id: 'listOrders',
    method: 'get',
    path: '/orders',
    tag: 'Orders',
    summary: 'Every order',
    answer: orderListSchema,
    ability: { action: 'read', subject: 'Order' },
    errors: [],
  },
  {
    id: 'getOrder',
    method: 'get',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: 'An order with its customer and timeline',
    answer: orderDetailSchema,
    ability: { action: 'read', subject: 'Order' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Order[]>('listOrders')?.[0];
      return first && { path: { id: first.orderId } };
    },
  },
  {
    id: 'updateOrder',
    method: 'patch',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: "Change an order's delivery status, delivery date or payment method",
    body: orderPatchInputSchema,
    answer: orderSchema,
    ability: { action: 'update', subject: 'Order' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Order[]>('listOrders')?.[0];
      return (
        first && {
          path: { id: first.orderId },
          body: {
            deliveryStatus: first.deliveryStatus,
            deliveryDate: first.deliveryDate,
            paymentMethod: first.paymentMethod,
          },
        }
      );
    },
  },
  {
    id: 'deleteOrder',
    method: 'delete',
    path: '/orders/{id}',
    tag: 'Orders',
    summary: 'Delete an order',
    answer: deletedOrderSchema,
    ability: { action: 'delete', subject: 'Order' },
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const last = answerOf<Order[]>('listOrders')?.at(-1);
      return last && { path: { id: last.orderId } };
    },
  },
];
