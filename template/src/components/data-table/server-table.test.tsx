import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dataTableColumnHelper } from './client-table';
import { useServerTable, type ServerTableQuery } from './server-table';

interface Dessert {
  name: string;
  calories: number;
}
const col = dataTableColumnHelper<Dessert>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('calories', { header: 'Calories' }),
]);

/** A screen that keeps the query in its state, as the server table example does. */
function useScreen(initial: ServerTableQuery) {
  const [query, setQuery] = useState(initial);
  const table = useServerTable({
    data: [],
    total: 240,
    columns,
    getRowId: (row) => row.name,
    query,
    onQueryChange: setQuery,
  });
  return { table, query };
}

describe('useServerTable', () => {
  it('asks for the sorted first page, then a new page size keeps that sort', () => {
    const { result } = renderHook(() => useScreen({ page: 3, itemsPerPage: 10 }));
    act(() => result.current.table.setSorting([{ id: 'calories', desc: true }]));
    expect(result.current.query).toEqual({ page: 1, itemsPerPage: 10, sortBy: { key: 'calories', order: 'desc' } });
    act(() => result.current.table.setPageSize(25));
    expect(result.current.query).toEqual({ page: 1, itemsPerPage: 25, sortBy: { key: 'calories', order: 'desc' } });
    act(() => result.current.table.nextPage());
    expect(result.current.query).toEqual({ page: 2, itemsPerPage: 25, sortBy: { key: 'calories', order: 'desc' } });
  });

  it('builds a second change on the first when both come before a render', () => {
    const { result } = renderHook(() => useScreen({ page: 1, itemsPerPage: 10 }));
    act(() => {
      const { table } = result.current;
      table.setSorting([{ id: 'name', desc: false }]);
      table.setPageSize(50);
      table.setPageIndex(2);
    });
    expect(result.current.query).toEqual({ page: 3, itemsPerPage: 50, sortBy: { key: 'name', order: 'asc' } });
  });
});
