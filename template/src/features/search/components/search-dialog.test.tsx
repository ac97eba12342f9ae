import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useModKeyHotkey } from '@/hooks/use-hotkey';
import { AppAbilityProvider } from '@/lib/ability';
import { setApiReady } from '@/lib/api-ready';
import { i18n, initI18n } from '@/lib/i18n';
import { clearSession, startSession, type LoginResult } from '@/lib/session';
import { loginAs, useDemoServer } from '@/mocks/testing';
import { recentSearchesKey } from '../recent-searches';
import { SearchDialog } from './search-dialog';

useDemoServer();
// Several user steps against the demo backend per test: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  setApiReady(Promise.resolve());
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'nav']);
});
afterEach(() => clearSession());

async function signIn(who: 'admin@demo.com' | 'client@demo.com' = 'admin@demo.com') {
  startSession((await loginAs(who)) as unknown as LoginResult);
}

function Harness() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // As in the content layout, which owns the shortcut so it works before the dialog's code loads.
  useModKeyHotkey('k', () => setOpen(true));
  return (
    <>
      <p data-testid="location">{pathname}</p>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/dashboard/crm'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AppAbilityProvider>
          <TooltipProvider>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </TooltipProvider>
        </AppAbilityProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('location');
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Search apps & pages' });
}

const options = (dialog: HTMLElement) => within(dialog).queryAllByRole('option');

it('opens with Ctrl+K and shows the empty recent list and the key hints', async () => {
  await signIn();
  const user = renderSearch();
  const dialog = await openWithShortcut(user);
  expect(within(dialog).getByPlaceholderText('Search apps & pages')).toHaveFocus();
  expect(within(dialog).getByText('No recent searches')).toBeInTheDocument();
  for (const hint of ['to select', 'to navigate', 'to close'])
    expect(within(dialog).getByText(hint)).toBeInTheDocument();
});

it('shows at most five results with their group, and Enter opens the highlighted one', async () => {
  await signIn();
  const user = renderSearch();
  const dialog = await openWithShortcut(user);
  await user.type(within(dialog).getByRole('combobox'), 'list');
  await waitFor(() => expect(options(dialog)).toHaveLength(5));
  expect(options(dialog)[1]).toHaveTextContent('Product List');
  expect(options(dialog)[1]).toHaveTextContent('Products');
  await user.keyboard('{ArrowDown}');
  expect(options(dialog)[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ecommerce/products/list'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]')).toEqual([{ name: 'ecommerce-products-list' }]);
});

it('lists the pages opened from search as recent searches', async () => {
  await signIn();
  localStorage.setItem(
    recentSearchesKey,
    JSON.stringify([{ name: 'apps-calendar' }, { name: 'apps-invoice-details', params: { id: 'INV0002' } }]),
  );
  const user = renderSearch();
  const dialog = await openWithShortcut(user);
  expect(within(dialog).getByText('Recent searches')).toBeInTheDocument();
  expect(options(dialog).map((o) => o.textContent)).toEqual([
    expect.stringContaining('Calendar'),
    expect.stringContaining('Invoice Details'),
  ]);
  await user.click(options(dialog)[1]!);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/invoice/details/INV0002'));
});

it('says so when nothing matches, and Escape clears and closes', async () => {
  await signIn();
  const user = renderSearch();
  let dialog = await openWithShortcut(user);
  await user.type(within(dialog).getByRole('combobox'), 'qwertyuiop');
  expect(await within(dialog).findByText('No result found!')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  dialog = await openWithShortcut(user);
  expect(within(dialog).getByRole('combobox')).toHaveValue('');
});

it('never offers pages the user may not open', async () => {
  await signIn('client@demo.com');
  localStorage.setItem(recentSearchesKey, JSON.stringify([{ name: 'dashboard-crm' }, { name: 'pages-faq' }]));
  const user = renderSearch();
  const dialog = await openWithShortcut(user);
  expect(options(dialog).map((o) => o.textContent)).toEqual([expect.stringContaining('FAQs')]);
  await user.type(within(dialog).getByRole('combobox'), 'dashboard');
  expect(await within(dialog).findByText('No result found!')).toBeInTheDocument();
});
