/**
 * The dashboards and apps documented with a page each: the demo routes they cover (path inside the
 * demo and route module under template/src/app/routes), their feature folder and the demo backend
 * files that answer them. The pages in content/docs/{dashboards,apps} render these entries.
 */
export interface ScreenRoute {
  path: string;
  module: string;
}

export interface ScreenEntry {
  /** Opened by "Open in demo" and shown in the screenshot. */
  demo: string;
  routes: ScreenRoute[];
  feature: string;
  /** File names (without .ts) in template/src/mocks/handlers. */
  handlers: string[];
}

export const screens: Record<string, ScreenEntry> = {
  crm: {
    demo: '/dashboard/crm',
    routes: [{ path: '/dashboard/crm', module: 'dashboards/crm' }],
    feature: 'dashboards',
    handlers: ['dashboards-crm', 'orders'],
  },
  ecommerce: {
    demo: '/dashboard/ecommerce',
    routes: [{ path: '/dashboard/ecommerce', module: 'dashboards/ecommerce' }],
    feature: 'dashboards',
    handlers: ['dashboards-ecommerce', 'crypto'],
  },
  analytics: {
    demo: '/dashboard/analytics',
    routes: [{ path: '/dashboard/analytics', module: 'dashboards/analytics' }],
    feature: 'dashboards',
    handlers: ['dashboards-analytics'],
  },
  operations: {
    demo: '/dashboard/operations',
    routes: [{ path: '/dashboard/operations', module: 'dashboards/operations' }],
    feature: 'dashboards',
    handlers: ['dashboards-operations'],
  },
  'academy-dashboard': {
    demo: '/ecommerce/academy/dashboard',
    routes: [{ path: '/ecommerce/academy/dashboard', module: 'academy/dashboard' }],
    feature: 'academy',
    handlers: ['academy-dashboard'],
  },
  products: {
    demo: '/ecommerce/products/list',
    routes: [
      { path: '/ecommerce/products/list', module: 'products/product-list' },
      { path: '/ecommerce/products/overview', module: 'products/product-overview' },
      { path: '/ecommerce/products/add', module: 'products/product-add' },
      { path: '/ecommerce/products/edit', module: 'products/product-edit' },
    ],
    feature: 'products',
    handlers: ['products'],
  },
  orders: {
    demo: '/ecommerce/order/list',
    routes: [
      { path: '/ecommerce/order/list', module: 'orders/order-list' },
      { path: '/ecommerce/order/overview', module: 'orders/overview' },
    ],
    feature: 'orders',
    handlers: ['orders'],
  },
  invoices: {
    demo: '/apps/invoice/list',
    routes: [
      { path: '/apps/invoice/list', module: 'invoices/invoice-list' },
      { path: '/apps/invoice/details/INV0002', module: 'invoices/details' },
      { path: '/apps/invoice/edit/INV0002', module: 'invoices/edit' },
      { path: '/apps/invoice/add', module: 'invoices/add' },
    ],
    feature: 'invoices',
    handlers: ['invoices'],
  },
  users: {
    demo: '/users/list',
    routes: [
      { path: '/users/list', module: 'users/user-list' },
      { path: '/user/profile', module: 'users/user-profile' },
    ],
    feature: 'users',
    handlers: ['users'],
  },
  academy: {
    demo: '/ecommerce/academy/explore',
    routes: [
      { path: '/ecommerce/academy/explore', module: 'academy/explore' },
      { path: '/ecommerce/academy/details', module: 'academy/details' },
    ],
    feature: 'academy',
    handlers: ['academy'],
  },
  jobs: {
    demo: '/ecommerce/jobs/list',
    routes: [
      { path: '/ecommerce/jobs/list', module: 'jobs/list' },
      { path: '/ecommerce/jobs/details', module: 'jobs/details' },
    ],
    feature: 'jobs',
    handlers: ['jobs'],
  },
  restaurant: {
    demo: '/ecommerce/restaurant/menu',
    routes: [
      { path: '/ecommerce/restaurant/menu', module: 'restaurant/menu' },
      { path: '/ecommerce/restaurant/orders', module: 'restaurant/orders' },
    ],
    feature: 'restaurant',
    handlers: ['restaurant'],
  },
  calendar: {
    demo: '/apps/calendar',
    routes: [{ path: '/apps/calendar', module: 'apps/calendar' }],
    feature: 'calendar',
    handlers: ['calendar'],
  },
};
