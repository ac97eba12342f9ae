import { describe, expect, it } from 'vitest';
import type { Order } from '../types';
import { countFor } from './order-stats';

const order = (orderId: number, deliveryStatus: Order['deliveryStatus']): Order => ({
  orderId,
  customer: 'A',
  productName: 'B',
  amount: 1,
  orderDate: '2023-07-01',
  deliveryDate: '2023-07-02',
  paymentMethod: 'PayPal',
  deliveryStatus,
});

describe('countFor', () => {
  const orders = [order(1, 'Pending'), order(2, 'Processing'), order(3, 'Shipped'), order(4, 'Cancelled')];

  it('counts every order when a stat names no status', () => {
    expect(countFor({}, orders)).toBe(4);
  });

  it('counts the orders in the stat’s statuses only', () => {
    expect(countFor({ statuses: ['Pending', 'Processing'] }, orders)).toBe(2);
    expect(countFor({ statuses: ['Delivered'] }, orders)).toBe(0);
  });
});
