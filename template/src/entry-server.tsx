/**
 * Build-time rendering of a route's first screen (used by scripts/prerender-routes.mjs, never
 * shipped to the browser). The same route table and providers as the app, run through React
 * Router's static handler as a visitor with no session would see the page, in the default settings.
 * The browser then hydrates this markup (main.tsx) instead of drawing the page again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { basename, routeTable } from './app/router';
import { i18n, initI18n } from './lib/i18n';

export type PrerenderResult =
  { kind: 'html'; html: string; title: string; status: number } | { kind: 'redirect'; location: string };

const handler = createStaticHandler(routeTable, { basename });

/** Renders `url` (absolute, with the base path) to the markup of its first screen. */
export async function renderRoute(url: string): Promise<PrerenderResult> {
  await initI18n('en');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
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
