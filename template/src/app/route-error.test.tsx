import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import { RouteError } from './route-error';

async function renderFailingRoute(route: { loader?: () => never; lazy?: () => Promise<never> }) {
  await initI18n('en');
  await i18n.changeLanguage('en');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        children: [{ path: 'page', Component: () => null, ...route }],
      },
    ],
    {
      initialEntries: ['/page'],
    },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('renders the not-found screen in place for a 404 (signed in without permission)', async () => {
    await renderFailingRoute({
      loader: () => {
        throw data('Not Found', { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers a reload when a lazy chunk of an older deployment is gone', async () => {
    await renderFailingRoute({
      lazy: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /demo/assets/crm-abc123.js')),
    });
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the server-error screen with Retry for anything else', async () => {
    await renderFailingRoute({
      loader: () => {
        throw new Error('boom');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Internal server error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
