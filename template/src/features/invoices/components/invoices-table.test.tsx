import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { i18n, initI18n } from '@/lib/i18n';
import { clearSession, startSession, type LoginResult } from '@/lib/session';
import { invoices } from '@/mocks/data/invoices';
import { InvoicesTable } from './invoices-table';

// A full table with user clicks: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'invoices', 'data-table']);
});

/** Signs a user in whose role has these rules (the row actions follow them). */
function signInWith(userAbilityRules: LoginResult['userAbilityRules']) {
  const userData = {
    id: 7,
    fullName: 'Rule Tester',
    username: 'tester',
    email: 'tester@demo.com',
    role: 'client' as const,
  };
  startSession({ accessToken: 'a', refreshToken: 'r', userData, userAbilityRules });
}

beforeEach(() => signInWith([{ action: 'manage', subject: 'all' }]));
afterEach(() => clearSession());

function renderTable(onDelete = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TooltipProvider>
          <InvoicesTable invoices={newestFirst} onDelete={onDelete} />
        </TooltipProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onDelete;
}

/** Newest first, as the server lists them: the second INV0024 comes first. */
const newestFirst = [...invoices].reverse();
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Invoice list' }))
    .getAllByRole('row')
    .slice(1);

describe('InvoicesTable', () => {
  it('filters by status with pressed chips that show their counts', async () => {
    renderTable();
    const filter = screen.getByRole('group', { name: 'Filter by status' });
    const unpaid = within(filter).getByRole('button', { name: 'Unpaid 9' });
    expect(within(filter).getByRole('button', { name: 'All 25' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unpaid);
    expect(unpaid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 to 9 of 9 entries')).toBeInTheDocument();
    expect(bodyRows().every((row) => within(row).queryByText('Unpaid'))).toBe(true);
  });

  it('shows numbers as stored and deletes the row that was clicked, even when numbers repeat', async () => {
    const onDelete = renderTable();
    const links = within(bodyRows()[0]!).getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^INV0024$/);
    expect(links[0]).toHaveAttribute('href', '/apps/invoice/details/INV0024-2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete invoice INV0024 (Amanda Phillips)' }));
    expect(onDelete).toHaveBeenCalledWith([expect.objectContaining({ id: 'INV0024-2', invoiceNumber: 'INV0024' })]);
  });

  it('shows only the actions the role may take: a read-only role can view but not edit or delete', () => {
    signInWith([{ action: 'read', subject: 'Invoice' }]);
    renderTable();
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link', { name: 'View invoice INV0024 (Amanda Phillips)' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /^Edit invoice/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: /^Delete invoice/ })).toBeNull();
  });
});
