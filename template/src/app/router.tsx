/**
 * The route table: every URL of the app, all lazy. Paths, layouts and access meta come from
 * config/paths.ts; this file only says which screen renders each route name.
 */
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routes, type RouteName } from '@/config/paths';
import { guardRoute, homeRedirect } from '@/lib/guard';
import { i18n, initI18n } from '@/lib/i18n';
import { BlankLayout } from './layouts/blank-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

type ScreenModule = { default: React.ComponentType };
/** A screen module and the i18n namespaces it reads (loaded with it, so it paints in one go). */
type Screen = { load: () => Promise<ScreenModule>; ns: string[] };
const screen = (load: Screen['load'], ...ns: string[]): Screen => ({ load, ns });

const pending = screen(() => import('./routes/pending'), 'misc');

/** Route name -> screen module. Names without an entry show the "coming soon" screen. */
const screens: Partial<Record<RouteName, Screen>> = {
  'dashboard-crm': screen(() => import('./routes/dashboards/crm'), 'dashboards', 'orders'),
  'dashboard-ecommerce': screen(() => import('./routes/dashboards/ecommerce'), 'dashboards'),
  'dashboard-analytics': screen(() => import('./routes/dashboards/analytics'), 'dashboards'),
  'dashboard-operations': screen(() => import('./routes/dashboards/operations'), 'dashboards'),
  login: screen(() => import('./routes/auth/login'), 'auth'),
  register: screen(() => import('./routes/auth/register'), 'auth'),
  'forgot-password': screen(() => import('./routes/auth/forgot-password'), 'auth'),
  'ecommerce-order-overview': screen(() => import('./routes/orders/overview'), 'orders'),
  'misc-not-found': screen(() => import('./routes/misc/not-found'), 'misc'),
  'misc-coming-soon': screen(() => import('./routes/misc/coming-soon'), 'misc'),
  'misc-under-maintenance': screen(() => import('./routes/misc/under-maintenance'), 'misc'),
  'misc-not-authorized': screen(() => import('./routes/misc/not-authorized'), 'misc'),
  'misc-server-error': screen(() => import('./routes/misc/server-error'), 'misc'),
};

/** The screen's code and its translations in parallel: no second paint for the text. */
async function loadScreen({ load, ns }: Screen) {
  const [module] = await Promise.all([load(), initI18n().then(() => i18n.loadNamespaces(ns))]);
  return { Component: module.default };
}

function toRoute(name: RouteName): RouteObject {
  const target = screens[name] ?? pending;
  return {
    id: name,
    path: routes[name].path,
    handle: { name },
    loader: ({ request }: LoaderFunctionArgs) => guardRoute(name, new URL(request.url)),
    lazy: () => loadScreen(target),
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
      // Lazy: signed-out pages (login, landing) never download the signed-in shell.
      {
        lazy: async () => ({ Component: (await import('./layouts/content-layout')).ContentLayout }),
        children: inLayout('content'),
      },
      {
        Component: BlankLayout,
        children: [
          ...inLayout('blank'),
          {
            id: 'not-found',
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/misc/not-found')).default }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTable, { basename });
}
