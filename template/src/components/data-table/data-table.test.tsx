import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientColumnHelper, useClientTable } from './client-table';
import { DataTable } from './data-table';
import { DataTableColumnHeader } from './data-table-column-header';
import { DataTablePagination, pageWindow } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableLabels } from './labels';

interface Person {
  id: number;
  name: string;
  score: number;
}

const col = clientColumnHelper<Person>();
const columns = col.columns([
  col.accessor('name', {
    header: ({ header }) => <DataTableColumnHeader header={header}>Name</DataTableColumnHeader>,
    sortFn: 'text',
  }),
  col.accessor('score', {
    header: ({ header }) => <DataTableColumnHeader header={header}>Score</DataTableColumnHeader>,
    sortFn: 'basic',
  }),
]);

const labels: DataTableLabels = {
  search: 'Search people',
  rowsPerPage: 'Rows per page',
  showing: ({ from, to, total }) => `Showing ${from} to ${to} of ${total} entries`,
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n) => `Page ${n}`,
  empty: 'Nobody yet',
  noMatches: 'No matching people',
  loading: 'Loading people',
  error: 'Could not load people',
};

// Deterministic data: names cycle through a small list, scores spread without repeats.
const names = ['Ada', 'Grace', 'Linus', 'Barbara', 'Ken', 'Margaret', 'Dennis', 'Frances'];
const people: Person[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${i + 1}`,
  score: (i * 7919) % 10_007,
}));
const searchText = (p: Person) => `${p.name} ${p.score}`;
const getRowId = (p: Person) => String(p.id);

function People({ data = people, pageSize = 10 }: { data?: Person[]; pageSize?: number }) {
  const table = useClientTable({ data, columns, searchText, getRowId, pageSize });
  return (
    <>
      <DataTableToolbar
        title="People"
        titleId="people-title"
        searchLabel={labels.search}
        value={table.state.globalFilter ?? ''}
        onValueChange={table.setGlobalFilter}
      />
      <DataTable table={table} labels={labels} labelledBy="people-title" />
      <DataTablePagination table={table} labels={labels} />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('client data table', () => {
  it('pages 10,000 rows and says which entries are shown', async () => {
    const user = userEvent.setup();
    render(<People />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 10000 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 11 to 20 of 10000 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(bodyRows()).toHaveLength(50);
  });

  it('sorts by a column and exposes the state with aria-sort', async () => {
    const user = userEvent.setup();
    render(<People />);
    const header = screen.getByRole('columnheader', { name: /Score/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^0$/);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // The top score is the largest value produced by the data formula.
    const top = Math.max(...people.map((p) => p.score));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(new RegExp(`^${top}$`));
  });

  it('searches every row, returns to page one and reports no matches', async () => {
    const user = userEvent.setup();
    render(<People />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'grace 99');
    // "Grace 99", "Grace 993", "Grace 9913"… all names containing the text, in data order.
    const expected = people.filter((p) => searchText(p).toLowerCase().includes('grace 99')).length;
    expect(screen.getByText(`Showing 1 to ${Math.min(10, expected)} of ${expected} entries`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No matching people')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows the empty text when there is no data', () => {
    render(<People data={[]} />);
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });

  it('keeps at most five page buttons around the current page', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });
});
