/**
 * Renders a component the way the app does: i18n (English unless asked), a fresh query client with
 * no retries, tooltips, and a memory router at `path`. Namespaces the component reads must be loaded
 * first: pass them in `ns`.
 *
 *   await renderWithProviders(<ExampleCard ... />, { ns: ['gallery'] });
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { RouteName } from '@/config/paths';
import type { Locale } from '@/config/theme';
import { i18n, initI18n } from '@/lib/i18n';

export interface RenderOptions {
  /** i18n namespaces to load before rendering (common and nav always are). */
  ns?: string[];
  /** @default 'en' */
  locale?: Locale;
  /** The router's location. @default '/' */
  path?: string;
  /** The name the matched route carries (its handle), for components that read the active route. */
  routeName?: RouteName;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export async function renderWithProviders(
  ui: ReactElement,
  { ns = [], locale = 'en', path = '/', routeName, queryClient = createTestQueryClient() }: RenderOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['common', 'nav', ...ns]);
  const router = createMemoryRouter([{ path: '*', element: ui, handle: routeName && { name: routeName } }], {
    initialEntries: [path],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/** Shows the router's query string (`?q=ada`) for tests of state kept in the address. */
export function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
