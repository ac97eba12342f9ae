import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Address, renderWithProviders } from '@/testing/render';
import { dataTableColumnHelper, useClientTable, type DataTableInstance } from './client-table';
import type { DataTableFilter } from './data-table-card';
import { useListTable } from './use-list-table';

interface Pet {
  id: number;
  kind: 'cat' | 'dog';
  age: number;
}

const pets: Pet[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, kind: i % 2 ? 'cat' : 'dog', age: i % 4 }));
const col = dataTableColumnHelper<Pet>();
const columns = col.columns([
  col.accessor('kind', { header: 'Kind', filterFn: 'equalsString' }),
  col.accessor('age', { header: 'Age', filterFn: 'equalsString' }),
]);
const filters: DataTableFilter[] = [
  {
    columnId: 'kind',
    label: 'Kind',
    allLabel: 'All',
    options: ['cat', 'dog'].map((value) => ({ value, label: value })),
  },
  {
    columnId: 'age',
    label: 'Age',
    allLabel: 'All',
    options: ['0', '1', '2', '3'].map((value) => ({ value, label: value })),
  },
];
const getRowId = (pet: Pet) => String(pet.id);

/**
 * Two changes in one click, before the table renders again: what a quick person can do (Clear
 * filters, then a filter picked while the list is still drawing) and what one handler may do.
 */
function Changes({ table }: { table: DataTableInstance<Pet> }) {
  return (
    <>
      <button
        type="button"
        onClick={() => {
          table.getColumn('kind')!.setFilterValue('dog');
          table.getColumn('age')!.setFilterValue('2');
        }}
      >
        Dogs aged 2
      </button>
      <button
        type="button"
        onClick={() => {
          table.resetColumnFilters();
          table.getColumn('age')!.setFilterValue('0');
        }}
      >
        Only age 0
      </button>
      <button type="button" onClick={() => table.setPageIndex(2)}>
        Page 3
      </button>
      <button
        type="button"
        onClick={() => {
          table.getColumn('age')!.toggleSorting(false);
          table.nextPage();
        }}
      >
        By age, page 2
      </button>
      <output data-testid="filters">
        {table.state.columnFilters.map((f) => `${f.id}=${String(f.value)}`).join('&')}
      </output>
      <output data-testid="page">{table.state.pagination.pageIndex + 1}</output>
      <output data-testid="sort">{table.state.sorting.map((s) => s.id).join()}</output>
    </>
  );
}

function InTheAddress() {
  const table = useListTable({ listId: 'pets-changes', data: pets, columns, getRowId, filters, defaultPageSize: 5 });
  return (
    <>
      <Changes table={table} />
      <Address />
    </>
  );
}

function InTheTable() {
  const table = useClientTable({ data: pets, columns, getRowId, pageSize: 5 });
  return <Changes table={table} />;
}

const shown = (id: string) => screen.getByTestId(id).textContent;

/** Each click, then what the table (and, for a view in the address, the address) shows after it. */
const steps: { click: string; filters?: string; page?: string; sort?: string; address: string }[] = [
  { click: 'Dogs aged 2', filters: 'kind=dog&age=2', address: '?kind=dog&age=2' },
  { click: 'Only age 0', filters: 'age=0', address: '?age=0' },
  { click: 'Page 3', page: '3', address: '?age=0&page=3' },
  // The sort goes back to the first page; the next page is then the second, not the fourth.
  { click: 'By age, page 2', sort: 'age', page: '2', address: '?age=0&sortBy=age&orderBy=asc&page=2' },
];

describe('changes to the view made before the table renders again build on each other', () => {
  it.each([
    { where: 'kept in the address', View: InTheAddress, inAddress: true },
    { where: 'the table keeps', View: InTheTable, inAddress: false },
  ])('in a view $where', async ({ View, inAddress }) => {
    const user = userEvent.setup();
    await renderWithProviders(<View />);
    for (const step of steps) {
      await user.click(screen.getByRole('button', { name: step.click }));
      if (step.filters !== undefined) expect(shown('filters'), step.click).toBe(step.filters);
      if (step.page !== undefined) expect(shown('page'), step.click).toBe(step.page);
      if (step.sort !== undefined) expect(shown('sort'), step.click).toBe(step.sort);
      if (inAddress) expect(shown('address'), step.click).toBe(step.address);
    }
  });
});
