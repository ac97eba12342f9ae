import { useEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openMenu } from '@/testing/menus';
import { dataTableColumnHelper, useClientTable } from './client-table';
import { csvField, tableToCsv } from './csv';
import { DataTable } from './data-table';
import { DataTableColumnHeader } from './data-table-column-header';
import { DataTableFacetFilter } from './data-table-facet-filter';
import { DataTablePagination, pageWindow } from './data-table-pagination';
import { DataTableSelectionBar, selectionColumn } from './data-table-selection';
import { DataTableToolbar } from './data-table-toolbar';
import { DataTableViewOptions } from './data-table-view-options';
import type { DataTableLabels } from './labels';

interface Person {
  id: number;
  name: string;
  score: number;
  team: 'red' | 'blue';
}

const labels: DataTableLabels = {
  search: 'Search people',
  itemsPerPage: 'Items per page:',
  showing: ({ from, to, total }) => `Showing ${from} to ${to} of ${total} entries`,
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n) => `Page ${n}`,
  empty: 'Nobody yet',
  noMatches: 'No matching people',
  loading: 'Loading people',
  error: 'Could not load people',
  selectAll: 'Select all',
  selectRow: (row) => `Select ${row}`,
  selected: (n) => `${n} selected`,
  deleteSelected: 'Delete selected',
  clearSelection: 'Clear selection',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  columns: 'Columns',
  exportCsv: 'Export CSV',
};

const col = dataTableColumnHelper<Person>();
const columns = col.columns([
  selectionColumn<Person>(labels, (p) => p.name),
  col.accessor('name', {
    meta: { label: 'Name' },
    header: ({ header }) => <DataTableColumnHeader header={header}>Name</DataTableColumnHeader>,
    sortFn: 'text',
  }),
  col.accessor('score', {
    meta: { label: 'Score' },
    header: ({ header }) => <DataTableColumnHeader header={header}>Score</DataTableColumnHeader>,
    sortFn: 'basic',
  }),
  col.accessor('team', {
    meta: { label: 'Team', exportValue: (p) => p.team.toUpperCase() },
    header: 'Team',
    filterFn: 'equalsString',
  }),
]);

// Deterministic data: names cycle through a small list, scores spread without repeats.
const names = ['Ada', 'Grace', 'Linus', 'Barbara', 'Ken', 'Margaret', 'Dennis', 'Frances'];
const people: Person[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${i + 1}`,
  score: (i * 7919) % 10_007,
  team: i % 3 === 0 ? 'red' : 'blue',
}));
const searchText = (p: Person) => `${p.name} ${p.score}`;
const getRowId = (p: Person) => String(p.id);

type PeopleTable = ReturnType<typeof useClientTable<Person>>;

interface PeopleProps {
  data?: Person[];
  onDelete?: (rows: Person[]) => void;
  onTable?: (table: PeopleTable) => void;
}

function People({ data = people, onDelete = () => {}, onTable }: PeopleProps) {
  const table = useClientTable({ data, columns, searchText, getRowId, enableRowSelection: true });
  useEffect(() => {
    onTable?.(table);
  });
  return (
    <>
      <DataTableToolbar
        title="People"
        titleId="people-title"
        searchLabel={labels.search}
        value={table.state.globalFilter ?? ''}
        onValueChange={table.setGlobalFilter}
      >
        <DataTableFacetFilter
          table={table}
          columnId="team"
          label="Team"
          allLabel="All teams"
          options={[
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ]}
        />
        <DataTableViewOptions table={table} labels={labels} />
      </DataTableToolbar>
      <DataTable table={table} labels={labels} labelledBy="people-title" />
      <DataTableSelectionBar table={table} labels={labels} onDelete={onDelete} />
      <DataTablePagination table={table} labels={labels} />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('client data table', () => {
  it('pages 10,000 rows, 10 at first, and says which entries are shown', async () => {
    const user = userEvent.setup();
    render(<People />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 10000 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 11 to 20 of 10000 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const sizes = screen.getByLabelText('Items per page:');
    expect([...sizes.querySelectorAll('option')].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(sizes, '50');
    expect(bodyRows()).toHaveLength(50);
  });

  it('sorts by a column and exposes the state with aria-sort', async () => {
    const user = userEvent.setup();
    render(<People />);
    const header = screen.getByRole('columnheader', { name: /Score/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^0$/);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const top = Math.max(...people.map((p) => p.score));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent(new RegExp(`^${top}$`));
  });

  it('sorts by keyboard: Tab to the header button, Enter', async () => {
    const user = userEvent.setup();
    render(<People />);
    within(screen.getByRole('columnheader', { name: /Name/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches every row, returns to page one and reports no matches', async () => {
    const user = userEvent.setup();
    render(<People />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'grace 99');
    const expected = people.filter((p) => searchText(p).toLowerCase().includes('grace 99')).length;
    expect(screen.getByText(`Showing 1 to ${Math.min(10, expected)} of ${expected} entries`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No matching people')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('filters by a column value', async () => {
    const user = userEvent.setup();
    render(<People />);
    await user.selectOptions(screen.getByLabelText('Team'), 'red');
    const reds = people.filter((p) => p.team === 'red').length;
    expect(screen.getByText(`Showing 1 to 10 of ${reds} entries`)).toBeInTheDocument();
  });

  it('selects rows, the page, and hands the selection to the bulk delete', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<People onDelete={onDelete} />);
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace 2' }));
    expect(bodyRows()[1]).toHaveAttribute('data-state', 'selected');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-state', 'indeterminate');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete.mock.calls[0]![0].map((p: Person) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('forgets selected rows that leave the data', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<People data={people.slice(0, 5)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada 1' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    rerender(<People data={people.slice(1, 5)} />);
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('hides and shows columns from the Columns menu', async () => {
    const user = userEvent.setup();
    render(<People />);
    await openMenu(user, 'Columns');
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Score' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: /Score/ })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]!).getAllByRole('cell')).toHaveLength(3);
  });

  it('exports the current view: filtered, sorted, all pages, visible columns', async () => {
    const user = userEvent.setup();
    let table: PeopleTable | null = null;
    render(
      <People
        data={people.slice(0, 30)}
        onTable={(t) => {
          table = t;
        }}
      />,
    );
    await user.type(screen.getByRole('searchbox'), 'ada');
    await user.click(within(screen.getByRole('columnheader', { name: /Score/ })).getByRole('button'));
    const csv = tableToCsv(table!).split('\r\n');
    const adas = people.slice(0, 30).filter((p) => p.name.startsWith('Ada'));
    expect(csv[0]).toBe('Name,Score,Team');
    expect(csv).toHaveLength(adas.length + 1);
    const sorted = [...adas].sort((a, b) => a.score - b.score);
    expect(csv[1]).toBe(`${sorted[0]!.name},${sorted[0]!.score},${sorted[0]!.team.toUpperCase()}`);
  });

  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-12)).toBe('-12');
    expect(csvField(null)).toBe('');
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
