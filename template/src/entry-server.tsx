/**
 * Build-time rendering of a route's first screen (used by scripts/prerender-routes.mjs, never
 * shipped to the browser). The same route table and providers as the app, run through React
 * Router's static handler, in the default settings. Public pages render as a visitor with no
 * session sees them; signed-in pages render as the pre-render permit sees them (lib/ability.tsx):
 * the shell with its menus, the page header and the cards' loading skeletons (no data exists at
 * build time). The browser then hydrates this markup (main.tsx) instead of drawing the page again.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { routes, type RouteName } from './config/paths';
import { Providers } from './app/providers';
import { basename, routeTable } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { provideJsdom } from './components/editors/server-dom';

// Rich text previews sanitise here as they do in the browser (DOMPurify needs a DOM: jsdom's is the
// one it supports), so their pre-rendered markup is what the browser hydrates.
provideJsdom();

export type PrerenderResult =
  { kind: 'html'; html: string; title: string; status: number } | { kind: 'redirect'; location: string };

const isSignedInRoute = (id: string | undefined) => routes[id as RouteName]?.layout === 'content';

/**
 * The build has no session: the guard of each signed-in route lets the pre-render through (the
 * browser runs the real guard before it hydrates, and a guest never sees this markup: theme-init.js).
 */
function withoutSessionGuard(table: RouteObject[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(isSignedInRoute(route.id) ? { loader: () => null } : {}),
    ...(route.children ? { children: withoutSessionGuard(route.children) } : {}),
  })) as RouteObject[];
}

const handler = createStaticHandler(withoutSessionGuard(routeTable), { basename });

/** Renders to a string once every lazy part of the page has loaded (no client-only boundaries). */
async function renderComplete(node: React.ReactNode): Promise<string> {
  // progressiveChunkSize: every boundary inline, none streamed in later by an inline script (the
  // CSP forbids those; a build has no reason to stream).
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Renders `url` (absolute, with the base path) to the markup of its first screen. */
export async function renderRoute(url: string): Promise<PrerenderResult> {
  await initI18n('en');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderComplete(
    <StrictMode>
      <Providers>
        {/* hydrate={false}: no inline <script> of router state (the CSP forbids inline scripts). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // The same title the app sets once it runs (hooks/use-document-title.ts).
  const name = context.matches
    .map((match) => (match.route.handle as { name?: string } | undefined)?.name)
    .findLast(Boolean);
  const page = name ? i18n.t(`nav:routes.${name}`, { defaultValue: '' }) : '';
  return { kind: 'html', html, title: page ? `${page} | Tessera` : 'Tessera', status: context.statusCode };
}
