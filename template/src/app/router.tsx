/**
 * The route table: every URL of the app, all lazy. Paths, layouts, access meta and the screen of
 * each route (its module under app/routes and the namespaces it reads) come from the route
 * registry, config/paths.ts.
 */
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { routes, type RouteName } from '@/config/paths';
import type { RouteAddress } from '@/hooks/use-route-id';
import { guardRoute, homeRedirect } from '@/lib/guard';
import { i18n, initI18n } from '@/lib/i18n';
import { BlankLayout } from './layouts/blank-layout';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * What a screen's module may export beside its component: `preload` sends the screen's first GETs
 * with `preloadGet` as soon as the route's guard lets the visitor in, before the screen renders
 * (lib/api-preload.ts). It receives the route's parameters and the address's query.
 */
export type ScreenPreload = (address: RouteAddress) => void;

/**
 * `parts` loads the code of the lazy parts (lib/lazy-part.ts) the screen draws at once at an
 * address, such as the open account tab: a pre-rendered page waits for it before React takes the
 * markup over (prepareHydration), and a navigation starts it beside the guard.
 */
export type ScreenParts = (address: RouteAddress) => Promise<unknown> | undefined;

export type ScreenModule = { default: React.ComponentType; preload?: ScreenPreload; parts?: ScreenParts };

/**
 * Screens of the blank layout (sign-in, public and status pages) and the "coming soon" screen: their
 * code is known to the entry. Signed-in screens are listed in content-screens.ts, loaded with the
 * first of them (route-registry.test.ts checks every route's screen sits on the side of its layout).
 */
export const publicScreenModules = import.meta.glob<ScreenModule>([
  './routes/*.tsx',
  './routes/{auth,auth-demo,front-end,misc}/**/*.tsx',
  '!./routes/**/*.test.tsx',
]);

async function screenCode(module: string): Promise<ScreenModule> {
  const key = `./routes/${module}.tsx`;
  const load = publicScreenModules[key] ?? (await import('./content-screens')).contentScreenModules[key];
  if (!load) throw new Error(`config/paths.ts names a screen that does not exist: app/routes/${module}.tsx`);
  return load();
}

/** The screen's code and its translations in parallel: no second paint for the text. */
async function loadScreen(name: RouteName) {
  const { screen, ns } = routes[name];
  const [loaded] = await Promise.all([screenCode(screen), initI18n().then(() => i18n.loadNamespaces([...ns]))]);
  return { Component: loaded.default };
}

/** The guard, then (when it lets the visitor in) the screen's early GETs, while its code loads. */
async function guardAndPreload(name: RouteName, { request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const refused = await guardRoute(name, url);
  if (!refused) {
    const address = { params, search: url.searchParams };
    screenCode(routes[name].screen)
      .then((screen) => {
        screen.preload?.(address);
        return screen.parts?.(address);
      })
      .catch(() => undefined);
  }
  return refused;
}

function toRoute(name: RouteName): RouteObject {
  return {
    id: name,
    path: routes[name].path,
    handle: { name },
    loader: (args: LoaderFunctionArgs) => guardAndPreload(name, args),
    lazy: () => loadScreen(name),
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
            lazy: () => loadScreen('misc-not-found'),
          },
        ],
      },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routeTable, { basename, hydrationData });
}

/**
 * Prepares hydration of a pre-rendered page: loads the lazy parts of the routes that match the
 * current URL and the screen's own lazy parts (`parts`), so the first client render draws the same
 * tree as the HTML, with no fallback in between, and runs their guards. Returns the router's initial data, or null when the guard sends
 * this visitor elsewhere (a signed-in user on /login) or answers not-found (a page the user's role
 * may not open): that page is drawn afresh instead.
 */
export async function prepareHydration(url: URL): Promise<HydrationState | null> {
  const matches = matchRoutes(routeTable, url, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  // A part that fails to load is drawn when its code comes, as on a navigation.
  await Promise.all(
    matches.map(({ route, params }) => {
      const name = (route.handle as { name?: RouteName } | undefined)?.name;
      if (!name) return Promise.resolve();
      return screenCode(routes[name].screen)
        .then((screen) => screen.parts?.({ params, search: url.searchParams }))
        .catch(() => undefined);
    }),
  );
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    // A redirect, or a thrown answer (a signed-in user on a page their role may not open: the
    // not-found screen), draws a different page than the HTML holds.
    let result: unknown;
    try {
      result = await route.loader({ request: new Request(url), params } as LoaderFunctionArgs);
    } catch {
      return null;
    }
    if (result instanceof Response) return null;
    loaderData[route.id] = result;
  }
  return { loaderData };
}
