import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import { RouteError } from './route-error';

// The error screens load on demand; here their chunk is gone, as after a deploy.
vi.mock('./routes/misc/server-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /demo/assets/server-error-abc123.js');
});

it('offers a reload when the error screen itself cannot load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await initI18n('en');
  await i18n.changeLanguage('en');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteError,
        loader: () => {
          throw new Error('boom');
        },
        Component: () => null,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Internal server error' })).toBeNull();
  vi.restoreAllMocks();
});
