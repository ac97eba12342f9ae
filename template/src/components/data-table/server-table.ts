/**
 * Server-side table: the backend sorts and pages, the table only shows the page it got. The screen
 * keeps the query (page, page size, sort) and hands it in; the table asks for a new one when a
 * person sorts or pages.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  useTable,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataTableColumns, DataTableInstance } from './client-table';
import { dataTableFeatures } from './table-features';

/** What the backend is asked for: 1-based page, page size and an optional sort. */
export interface ServerTableQuery {
  page: number;
  itemsPerPage: number;
  sortBy?: { key: string; order: 'asc' | 'desc' };
}

const resolve = <T>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

const paginationOf = (query: ServerTableQuery): PaginationState => ({
  pageIndex: query.page - 1,
  pageSize: query.itemsPerPage,
});
const sortingOf = (query: ServerTableQuery): SortingState =>
  query.sortBy ? [{ id: query.sortBy.key, desc: query.sortBy.order === 'desc' }] : [];

export interface UseServerTableOptions<TData extends RowData> {
  /** The rows of the current page, as the backend sent them. */
  data: readonly TData[];
  /** Rows on the server in all pages. */
  total: number;
  columns: DataTableColumns<TData>;
  getRowId: (row: TData) => string;
  query: ServerTableQuery;
  onQueryChange: (query: ServerTableQuery) => void;
  /** @default false */
  enableRowSelection?: boolean;
}

/** A table over one server page: sorting and paging change the query instead of the rows. */
export function useServerTable<TData extends RowData>({
  data,
  total,
  columns,
  getRowId,
  query,
  onQueryChange,
  enableRowSelection = false,
}: UseServerTableOptions<TData>): DataTableInstance<TData> {
  const rows = useMemo(() => [...data], [data]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const pagination = paginationOf(query);
  const sorting = sortingOf(query);
  // The query as last asked for, until the screen hands in another: a change made before the last
  // one has rendered (a sort, then a page size in the same moment) builds on it instead of writing
  // the rendered query back over it.
  const asked = useRef(query);
  useEffect(() => {
    asked.current = query;
  }, [query]);
  const ask = (next: ServerTableQuery) => {
    asked.current = next;
    onQueryChange(next);
  };

  return useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableRowSelection,
    sortDescFirst: false,
    state: { pagination, sorting, rowSelection },
    onRowSelectionChange: setRowSelection,
    onPaginationChange: (updater) => {
      const latest = asked.current;
      const before = paginationOf(latest);
      const next = resolve(updater, before);
      // A new page size starts over on page one, like the client tables.
      const page = next.pageSize === before.pageSize ? next.pageIndex + 1 : 1;
      ask({ ...latest, page, itemsPerPage: next.pageSize });
    },
    onSortingChange: (updater) => {
      const latest = asked.current;
      const [first] = resolve(updater, sortingOf(latest));
      ask({
        page: 1,
        itemsPerPage: latest.itemsPerPage,
        ...(first ? { sortBy: { key: first.id, order: first.desc ? 'desc' : 'asc' } } : {}),
      });
    },
  });
}
