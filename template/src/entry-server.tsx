/**
 * Build-time rendering of a route's first screen (used by scripts/prerender-routes.mjs, never
 * shipped to the browser). The same route table and providers as the app, run through React
 * Router's static handler, in the default settings. Public pages render as a visitor with no
 * session sees them; signed-in pages render as the pre-render permit sees them (lib/ability.tsx):
 * the shell with its menus, the page header and the cards' loading skeletons, or, for a route marked
 * `answersInPage` (config/paths.ts), with its screen's answers from the demo backend's seed. The
 * browser then hydrates this markup (main.tsx) instead of drawing the page again.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { parseEnv } from './config/env';
import { routes, type RouteName } from './config/paths';
import { Providers, queryClient } from './app/providers';
import { basename, routeTable } from './app/router';
import { setEarlyAnswers } from './lib/api-client';
import { i18n, initI18n } from './lib/i18n';
import { calendarDay, holdNow } from './lib/today';
import { provideJsdom } from './components/editors/server-dom';

// Rich text previews sanitise here as they do in the browser (DOMPurify needs a DOM: jsdom's is the
// one it supports), so their pre-rendered markup is what the browser hydrates.
provideJsdom();

export type PrerenderResult =
  | {
      kind: 'html';
      html: string;
      title: string;
      status: number;
      /**
       * What the markup was drawn from, for main.tsx: the query cache (TanStack's dehydrated state)
       * and the day and instant it was answered at (lib/today.ts).
       */
      answers?: { day: string; at: number; cache: unknown };
    }
  | { kind: 'redirect'; location: string };

// The demo backend, when the app talks to it (config/env.ts): without src/mocks (strip-demo), or with
// VITE_API_BASE_URL pointing at a real API, pages render without answers, as loading placeholders.
const demoBackend = parseEnv(import.meta.env, true).demoBackend
  ? Object.values(import.meta.glob<{ answerAtBuildTime: (url: string) => Promise<unknown> }>('./mocks/prerender.ts'))[0]
  : undefined;

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

/** Whether a query the last render created still waits for its first answer (and may ask for it). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.options.queryFn !== undefined;
}

/**
 * Renders, then answers the queries that render asked for, until a render asks for nothing new (a
 * query enabled by another's answer takes one more round). The answers come from the demo
 * backend's seed as its admin sees them.
 */
async function renderWithAnswers(render: () => Promise<string>): Promise<string> {
  const backend = await demoBackend?.();
  let html = await render();
  for (let round = 0; backend && round < 4; round += 1) {
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    if (!asked.length) return html;
    // Each GET of the screens' client is answered by the backend directly (lib/api-client.ts).
    setEarlyAnswers({ take: (target) => backend.answerAtBuildTime(target), drop: () => undefined });
    await Promise.all(asked.map((query) => query.fetch()));
    const failed = asked.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`Query ${failed.queryHash} failed at build time: ${String(failed.state.error)}`);
    html = await render();
  }
  if (backend) throw new Error('Screens still asked for answers after 4 rounds');
  return html;
}

/** Renders `url` (absolute, with the base path) to the markup of its first screen. */
export async function renderRoute(url: string): Promise<PrerenderResult> {
  await initI18n('en');
  // Each page starts from an empty cache: one page's answers must not draw another's markup.
  queryClient.clear();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderComplete(
      <StrictMode>
        <Providers>
          {/* hydrate={false}: no inline <script> of router state (the CSP forbids inline scripts). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
  const withAnswers = context.matches.some((match) => routes[match.route.id as RouteName]?.answersInPage);
  // Relative times in the markup count from one instant, which the browser holds while it takes
  // them over (lib/today.ts).
  const at = Date.now();
  holdNow(at);
  let html: string;
  try {
    html = withAnswers ? await renderWithAnswers(render) : await render();
  } finally {
    holdNow(null);
  }
  const answers = withAnswers ? { day: calendarDay(), at, cache: dehydrate(queryClient) } : undefined;
  queryClient.clear();
  // The same title the app sets once it runs (hooks/use-document-title.ts).
  const name = context.matches
    .map((match) => (match.route.handle as { name?: string } | undefined)?.name)
    .findLast(Boolean);
  const page = name ? i18n.t(`nav:routes.${name}`, { defaultValue: '' }) : '';
  return { kind: 'html', html, title: page ? `${page} | Tessera` : 'Tessera', status: context.statusCode, answers };
}
