import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openMenu } from '@/testing/menus';
import { Address, renderWithProviders } from '@/testing/render';
import { dataTableColumnHelper } from './client-table';
import { DataTableCard, type DataTableFilter } from './data-table-card';
import { DataTableColumnHeader } from './data-table-column-header';
import { selectionColumn } from './data-table-selection';
import { listStorageKey } from './list-view';
import { useConfirmDelete } from './use-confirm-delete';
import { useDataTableLabels } from './use-data-table-labels';
import { useListTable } from './use-list-table';

vi.setConfig({ testTimeout: 20_000 });

interface Pet {
  id: number;
  name: string;
  kind: 'cat' | 'dog';
  age: number;
}

const names = ['Miso', 'Pepper', 'Olive', 'Tofu', 'Biscuit', 'Juniper'];
const pets: Pet[] = Array.from({ length: 36 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${i + 1}`,
  kind: i % 3 === 0 ? 'dog' : 'cat',
  age: (i * 7) % 15,
}));
const filters: DataTableFilter[] = [
  {
    columnId: 'kind',
    label: 'Kind',
    allLabel: 'All kinds',
    options: [
      { value: 'cat', label: 'Cat' },
      { value: 'dog', label: 'Dog' },
    ],
  },
];

interface PetsProps {
  data?: Pet[];
  onDelete?: (rows: readonly Pet[]) => Promise<unknown>;
  onStatus?: (rows: Pet[], value: string) => void;
}

function Pets({ data = pets, onDelete = async () => {}, onStatus }: PetsProps) {
  const labels = useDataTableLabels({ search: 'Search pets' });
  const col = dataTableColumnHelper<Pet>();
  const columns = col.columns([
    selectionColumn<Pet>(labels, (p) => p.name),
    col.accessor('name', {
      meta: { label: 'Name' },
      header: ({ header }) => <DataTableColumnHeader header={header}>Name</DataTableColumnHeader>,
      sortFn: 'text',
    }),
    col.accessor('kind', { meta: { label: 'Kind' }, header: 'Kind', filterFn: 'equalsString' }),
    col.accessor('age', {
      meta: { label: 'Age', hideBelow: 'md' },
      header: ({ header }) => <DataTableColumnHeader header={header}>Age</DataTableColumnHeader>,
      sortFn: 'basic',
    }),
  ]);
  const table = useListTable({
    listId: 'pets',
    data,
    columns,
    searchText: (p: Pet) => p.name,
    getRowId: (p: Pet) => String(p.id),
    filters,
    enableRowSelection: true,
  });
  const confirmDelete = useConfirmDelete<Pet>({
    title: (rows) => (rows.length === 1 ? `Delete ${rows[0]!.name}?` : `Delete ${rows.length} pets?`),
    rowName: (p) => p.name,
    onDelete,
  });
  return (
    <>
      <DataTableCard
        table={table}
        labels={labels}
        title="Pets"
        exportName="pets"
        filters={filters}
        onDeleteSelected={confirmDelete.ask}
        statusChange={
          onStatus && {
            label: 'Set kind',
            options: [
              { value: 'cat', label: 'Cat' },
              { value: 'dog', label: 'Dog' },
            ],
            onChange: onStatus,
          }
        }
      />
      {confirmDelete.dialog}
      <Address />
    </>
  );
}

const render = (path = '/', props: PetsProps = {}) =>
  renderWithProviders(<Pets {...props} />, { ns: ['data-table'], path });
const rows = () =>
  within(screen.getByRole('table', { name: 'Pets' }))
    .getAllByRole('row')
    .slice(1);
const firstNames = () => rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const address = () => screen.getByTestId('address').textContent;

describe('DataTableCard with its view in the address', () => {
  it('opens the view the address names: search, filter, sort and page', async () => {
    await render('/?q=i&kind=cat&sortBy=age&orderBy=desc&page=2&itemsPerPage=10');
    const expected = pets
      .filter((p) => p.name.toLowerCase().includes('i') && p.kind === 'cat')
      .sort((a, b) => b.age - a.age);
    expect(expected).toHaveLength(18);
    expect(screen.getByRole('searchbox', { name: 'Search pets' })).toHaveValue('i');
    expect(screen.getByLabelText('Kind')).toHaveValue('cat');
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing 11 to 18 of 18 entries')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Age/ })).toBeInTheDocument();
    expect(rows().map((row) => Number(within(row).getAllByRole('cell')[3]!.textContent))).toEqual(
      expected.slice(10).map((p) => p.age),
    );
  });

  it('ignores what a hand-edited address names but the list does not offer', async () => {
    await render('/?kind=parrot&sortBy=secret&page=abc&itemsPerPage=7');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(screen.getByText('Showing 1 to 10 of 36 entries')).toBeInTheDocument();
  });

  it('writes what the person does into the address, and the first page again after a new search', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?page=3');
    await user.selectOptions(screen.getByLabelText('Kind'), 'dog');
    expect(address()).toBe('?kind=dog');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(address()).toBe('?kind=dog&sortBy=name&orderBy=asc');
    await user.type(screen.getByRole('searchbox', { name: 'Search pets' }), 'tofu');
    await waitFor(() => expect(address()).toBe('?kind=dog&sortBy=name&orderBy=asc&q=tofu'));
    const tofus = pets.filter((p) => p.kind === 'dog' && p.name.startsWith('Tofu')).map((p) => p.name);
    expect(firstNames()).toEqual(tofus.sort());
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('?sortBy=name&orderBy=asc&q=tofu');
  });

  it('remembers the page size and the columns for the next visit', async () => {
    const user = userEvent.setup();
    const first = await render();
    await user.selectOptions(screen.getByLabelText('Items per page:'), '25');
    expect(address()).toBe('?itemsPerPage=25');
    await openMenu(user, 'Columns');
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Age' }));
    await user.keyboard('{Escape}');
    expect(JSON.parse(localStorage.getItem(listStorageKey('pets'))!)).toEqual({
      pageSize: 25,
      columns: { age: false },
    });
    first.unmount();
    await render();
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('columnheader', { name: /Age/ })).not.toBeInTheDocument();
    localStorage.removeItem(listStorageKey('pets'));
  });

  it('a new page size from the last page starts over on page one', async () => {
    const user = userEvent.setup();
    await render('/?page=4');
    expect(screen.getByText('Showing 31 to 36 of 36 entries')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Items per page:'), '25');
    expect(await screen.findByText('Showing 1 to 25 of 36 entries')).toBeInTheDocument();
    expect(address()).toBe('?itemsPerPage=25');
    localStorage.removeItem(listStorageKey('pets'));
  });

  it('keeps a phone to the key columns: the others are hidden below their breakpoint', async () => {
    await render();
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveClass('max-md:hidden');
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveClass('max-md:hidden');
  });
});

describe('bulk actions through the one confirmation', () => {
  it('asks before deleting: names the rows, Cancel has the focus, Escape keeps everything', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    await render('/', { onDelete });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 10 pets?' });
    expect(within(dialog).getByText('Miso 1')).toBeInTheDocument();
    expect(within(dialog).getByText('and 5 more')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText('10 selected')).toBeInTheDocument();
  });

  it('says why a delete failed and stays open; the next try goes through and closes', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    await render('/', { onDelete });
    await user.click(screen.getByRole('checkbox', { name: 'Select Pepper 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Pepper 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That did not work');
    expect(onDelete).toHaveBeenCalledWith([expect.objectContaining({ id: 2 })]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('changes the status of the selection and clears the selection on demand', async () => {
    const user = userEvent.setup();
    const onStatus = vi.fn();
    await render('/', { onStatus });
    await user.click(screen.getByRole('checkbox', { name: 'Select Miso 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Olive 3' }));
    await openMenu(user, 'Set kind');
    await user.click(await screen.findByRole('menuitem', { name: 'Dog' }));
    expect(onStatus.mock.calls[0]![0].map((p: Pet) => p.id)).toEqual([1, 3]);
    expect(onStatus.mock.calls[0]![1]).toBe('dog');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });
});
