/**
 * The route table: every URL of the app, all lazy. Paths, layouts and access meta come from
 * config/paths.ts; this file only says which screen renders each route name.
 */
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routes, type RouteName } from '@/config/paths';
import { guardRoute, homeRedirect } from '@/lib/guard';
import { BlankLayout } from './layouts/blank-layout';
import { ContentLayout } from './layouts/content-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

type ScreenModule = { default: React.ComponentType };
type Screen = () => Promise<ScreenModule>;

const pending: Screen = () => import('./routes/pending');

/** Route name -> screen module. Names without an entry show the "coming soon" screen. */
const screens: Partial<Record<RouteName, Screen>> = {
  'dashboard-crm': () => import('./routes/dashboards/crm'),
  'dashboard-ecommerce': () => import('./routes/dashboards/ecommerce'),
  'dashboard-analytics': () => import('./routes/dashboards/analytics'),
  'dashboard-operations': () => import('./routes/dashboards/operations'),
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  'forgot-password': () => import('./routes/auth/forgot-password'),
  'ecommerce-order-overview': () => import('./routes/orders/overview'),
  'misc-not-found': () => import('./routes/misc/not-found'),
  'misc-coming-soon': () => import('./routes/misc/coming-soon'),
  'misc-under-maintenance': () => import('./routes/misc/under-maintenance'),
  'misc-not-authorized': () => import('./routes/misc/not-authorized'),
  'misc-server-error': () => import('./routes/misc/server-error'),
};

function toRoute(name: RouteName): RouteObject {
  const load = screens[name] ?? pending;
  return {
    id: name,
    path: routes[name].path,
    handle: { name },
    loader: ({ request }: LoaderFunctionArgs) => guardRoute(name, new URL(request.url)),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const names = Object.keys(routes) as RouteName[];
const inLayout = (layout: 'content' | 'blank') => names.filter((n) => routes[n].layout === layout).map(toRoute);

export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export const routeTable: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: ({ request }) => homeRedirect(new URL(request.url)) },
      { Component: ContentLayout, children: inLayout('content') },
      {
        Component: BlankLayout,
        children: [
          ...inLayout('blank'),
          { id: 'not-found', path: '*', lazy: async () => ({ Component: (await import('./routes/misc/not-found')).default }) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTable, { basename });
}
