import { describe, expect, it } from 'vitest';
import { pathTo } from '@/config/paths';
import { orderBackTarget, orderOverviewHref } from './order-links';

describe('order links', () => {
  it('points at the overview with the id in the query', () => {
    expect(orderOverviewHref(1003)).toBe(`${pathTo('ecommerce-order-overview')}?id=1003`);
  });

  it('leads Back to the screen that opened the overview', () => {
    expect(orderBackTarget({ from: '/dashboard/crm' })).toBe('/dashboard/crm');
    expect(orderBackTarget({ from: '/ecommerce/order/list?page=2' })).toBe('/ecommerce/order/list?page=2');
  });

  it('falls back to the order list without a usable in-app origin', () => {
    const list = pathTo('ecommerce-order-list');
    expect(orderBackTarget(null)).toBe(list);
    expect(orderBackTarget({ from: 42 })).toBe(list);
    expect(orderBackTarget({ from: 'https://elsewhere.example/' })).toBe(list);
    expect(orderBackTarget({ from: '//elsewhere.example/' })).toBe(list);
  });
});
