/**
 * Which screen renders each route: a module under app/routes (path without .tsx) and the i18n
 * namespaces it reads, loaded together so the screen paints in one go. Plain data on purpose: the
 * router resolves the modules, and the build (scripts/prerender-routes.mjs) reads this table to put
 * each route's code in its HTML as modulepreload hints.
 *
 * Route names without an entry show the "coming soon" screen.
 */
import type { RouteName } from '@/config/paths';

export interface ScreenEntry {
  module: string;
  ns: string[];
}

export const pendingScreen: ScreenEntry = { module: 'pending', ns: [] };

export const screens: Partial<Record<RouteName, ScreenEntry>> = {
  'dashboard-crm': { module: 'dashboards/crm', ns: ['dashboards', 'orders'] },
  'dashboard-ecommerce': { module: 'dashboards/ecommerce', ns: ['dashboards'] },
  'dashboard-analytics': { module: 'dashboards/analytics', ns: ['dashboards'] },
  'dashboard-operations': { module: 'dashboards/operations', ns: ['dashboards'] },
  login: { module: 'auth/login', ns: ['auth'] },
  register: { module: 'auth/register', ns: ['auth'] },
  'forgot-password': { module: 'auth/forgot-password', ns: ['auth'] },
  'ecommerce-order-list': { module: 'orders/order-list', ns: ['orders'] },
  'ecommerce-order-overview': { module: 'orders/overview', ns: ['orders'] },
  'misc-not-found': { module: 'misc/not-found', ns: ['misc'] },
  'misc-coming-soon': { module: 'misc/coming-soon', ns: ['misc'] },
  'misc-under-maintenance': { module: 'misc/under-maintenance', ns: ['misc'] },
  'misc-not-authorized': { module: 'misc/not-authorized', ns: ['misc'] },
  'misc-server-error': { module: 'misc/server-error', ns: ['misc'] },
};
