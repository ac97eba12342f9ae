/**
 * The dashboards and apps documented with a page each: the demo routes they cover (route names of
 * the registry, template/src/config/paths.ts), their feature folder and the demo backend files that
 * answer them. Each route's address and module are read from the registry, so a renamed or moved
 * route changes the page, and a route name that does not exist does not compile. The pages in
 * content/docs/{dashboards,apps} render these entries.
 */
import { pathTo, routes, type RouteName } from '@/config/paths';

interface DocScreen {
  /** The routes the page documents; the first is opened by "Open in demo". */
  routes: readonly [RouteName, ...RouteName[]];
  feature: string;
  /** File names (without .ts) in template/src/mocks/handlers. */
  handlers: string[];
}

const docScreens: Record<string, DocScreen> = {
  crm: { routes: ['dashboard-crm'], feature: 'dashboards', handlers: ['dashboards-crm', 'orders'] },
  ecommerce: { routes: ['dashboard-ecommerce'], feature: 'dashboards', handlers: ['dashboards-ecommerce', 'crypto'] },
  analytics: { routes: ['dashboard-analytics'], feature: 'dashboards', handlers: ['dashboards-analytics'] },
  operations: { routes: ['dashboard-operations'], feature: 'dashboards', handlers: ['dashboards-operations'] },
  'academy-dashboard': {
    routes: ['ecommerce-academy-dashboard'],
    feature: 'academy',
    handlers: ['academy-dashboard'],
  },
  products: {
    routes: [
      'ecommerce-products-list',
      'ecommerce-products-overview',
      'ecommerce-products-add',
      'ecommerce-products-edit',
    ],
    feature: 'products',
    handlers: ['products'],
  },
  orders: { routes: ['ecommerce-order-list', 'ecommerce-order-overview'], feature: 'orders', handlers: ['orders'] },
  invoices: {
    routes: ['apps-invoice-list', 'apps-invoice-details', 'apps-invoice-edit', 'apps-invoice-add'],
    feature: 'invoices',
    handlers: ['invoices'],
  },
  users: { routes: ['apps-user-list', 'apps-user-profile'], feature: 'users', handlers: ['users'] },
  academy: {
    routes: ['ecommerce-academy-explore', 'ecommerce-academy-details'],
    feature: 'academy',
    handlers: ['academy'],
  },
  jobs: { routes: ['ecommerce-jobs-list', 'ecommerce-jobs-details'], feature: 'jobs', handlers: ['jobs'] },
  restaurant: {
    routes: ['ecommerce-restaurant-menu', 'ecommerce-restaurant-orders'],
    feature: 'restaurant',
    handlers: ['restaurant'],
  },
  calendar: { routes: ['apps-calendar'], feature: 'calendar', handlers: ['calendar'] },
  chat: { routes: ['apps-chat'], feature: 'chat', handlers: ['chat'] },
  email: { routes: ['apps-email'], feature: 'email', handlers: ['email'] },
  kanban: { routes: ['apps-kanban'], feature: 'kanban', handlers: ['kanban'] },
  roles: { routes: ['apps-roles', 'apps-permissions'], feature: 'roles', handlers: ['roles', 'auth'] },
  'account-settings': {
    routes: ['account-settings'],
    feature: 'account',
    handlers: ['account-profile', 'account-security', 'account-billing'],
  },
};

export interface ScreenRoute {
  /** Address inside the demo; a param route at its first pre-rendered sample. */
  path: string;
  /** Module under template/src/app/routes, without `.tsx`. */
  module: string;
}

export interface ScreenEntry extends Omit<DocScreen, 'routes'> {
  /** Opened by "Open in demo" and shown in the screenshot. */
  demo: string;
  routes: ScreenRoute[];
}

const addressOf = (name: RouteName): ScreenRoute => {
  const { samples, screen } = routes[name] as { samples?: readonly Record<string, string>[]; screen: string };
  return { path: pathTo(name, samples?.[0]), module: screen };
};

export const screens: Record<string, ScreenEntry> = Object.fromEntries(
  Object.entries(docScreens).map(([key, { routes: names, ...rest }]) => {
    const list = names.map(addressOf);
    return [key, { ...rest, demo: list[0]?.path ?? '', routes: list }];
  }),
);
