import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { users } from '@/mocks/data/users';
import { Address, renderWithProviders } from '@/testing/render';
import type { User } from '../types';
import { UsersTable, type UsersTableProps } from './users-table';

// A full table with user clicks: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 20_000 });

/** Newest first, as the server lists them. */
const newestFirst = [...users].reverse();

async function renderTable(props: Partial<UsersTableProps> = {}) {
  const onDelete = vi.fn<(users: User[]) => void>();
  const view = await renderWithProviders(
    <>
      <UsersTable users={newestFirst} onDelete={onDelete} {...props} />
      <Address />
    </>,
    { ns: ['users', 'data-table'] },
  );
  return { onDelete, ...view };
}

const table = () => screen.getByRole('table', { name: 'User list' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('UsersTable', () => {
  it('lists the newest users first, ten per page, with profile links and status chips', async () => {
    await renderTable();
    expect(screen.getByText('Showing 1 to 10 of 14 entries')).toBeInTheDocument();
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link', { name: 'Noah Williams' })).toHaveAttribute('href', '/user/profile?id=14');
    expect(within(first).getByText('Inactive')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Noah Williams' })).toHaveAttribute(
      'href',
      '/user/settings?id=14',
    );
  });

  it('lays out the access-role column while the roles load, so the rows come at their final widths', async () => {
    await renderTable({ loading: true, accessPending: true });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).getByRole('columnheader', { name: /Access role/ })).toBeInTheDocument();
  });

  it('filters by status, role and company, and clears the filters', async () => {
    const user = userEvent.setup();
    await renderTable();
    const filters = screen.getByRole('group', { name: 'Filter users' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'inactive');
    expect(screen.getByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
    expect(bodyRows().every((row) => within(row).queryByText('Inactive'))).toBe(true);
    await user.selectOptions(within(filters).getByLabelText('Company'), 'Cedar Point Consulting');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Omar Farouk');
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 1 to 10 of 14 entries')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByLabelText('Role'), 'Data Scientist');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Ravi Menon');
  });

  it('searches names, e-mails, companies and titles, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    await renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'lumen');
    await waitFor(() =>
      expect(bodyRows().map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
        'Ravi Menon',
        'Amara Okafor',
      ]),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('?q=lumen');
    await user.clear(search);
    await user.type(search, 'nobody here');
    expect(await screen.findByText('No user matches your search or filters.')).toBeInTheDocument();
  });

  it('opens with the search in the address, and a revealed user clears search and filters', async () => {
    const added: User = { ...users[0]!, id: 15, name: 'Zoe Newcomer', email: 'zoe@new.io' };
    function Harness() {
      const [list, setList] = useState(newestFirst);
      const [reveal, setReveal] = useState<number | null>(null);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setList([added, ...newestFirst]);
              setReveal(added.id);
            }}
          >
            Add Zoe
          </button>
          <UsersTable users={list} onDelete={vi.fn()} revealId={reveal} />
          <Address />
        </>
      );
    }
    await renderWithProviders(<Harness />, { ns: ['users', 'data-table'], path: '/?q=kumo&status=active' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('kumo');
    expect(bodyRows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add Zoe' }));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    expect(bodyRows()[0]).toHaveTextContent('Zoe Newcomer');
    expect(screen.getByText('Showing 1 to 10 of 15 entries')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
  });

  it('asks to delete one row, or the selected rows', async () => {
    const user = userEvent.setup();
    const { onDelete } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete Grace Kim' }));
    expect(onDelete).toHaveBeenLastCalledWith([expect.objectContaining({ id: 11 })]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Noah Williams' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Farouk' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete.mock.lastCall?.[0].map((u) => u.id)).toEqual([14, 12]);
  });
});
