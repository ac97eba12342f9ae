/** Renders auth screens the way the app does: i18n (English), react-query and a memory router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, i18n } from '@/lib/i18n';

export async function renderAuthScreen(ui: ReactNode, path: string) {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['auth', 'common']);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const landing = (name: string) => ({ path: name, element: <h1>{`landed ${name}`}</h1> });
  const router = createMemoryRouter(
    [
      { path: '/login', element: ui },
      { path: '/register', element: ui },
      { path: '/forgot-password', element: ui },
      { path: '/auth/login', element: ui },
      { path: '/auth/register', element: ui },
      { path: '/auth/reset-password', element: ui },
      landing('/dashboard/crm'),
      landing('/pages/faq'),
      landing('/apps/calendar'),
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
