/**
 * Server-side table: the backend sorts and pages, the table only shows the page it got. The page,
 * page size and sort live in the URL query (`?page=2&itemsPerPage=25&sortBy=calories&orderBy=desc`),
 * so a reload or a shared link shows the same page, and Back steps through earlier pages.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useTable,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataTableColumns, DataTableInstance } from './client-table';
import { defaultPageSize, pageSizeOptions } from './page-sizes';
import { dataTableFeatures } from './table-features';

/** What the backend is asked for: 1-based page, page size and an optional sort. */
export interface ServerTableQuery {
  page: number;
  itemsPerPage: number;
  sortBy?: { key: string; order: 'asc' | 'desc' };
}

const resolve = <T>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

/**
 * Reads and writes the table query in the URL. Unknown or malformed values fall back to page 1,
 * 10 per page and no sort, so a hand-edited link never breaks the screen.
 * @param prefix distinguishes several server tables on one screen (`srv-page`, `srv-itemsPerPage`...).
 */
export function useServerTableQuery(sortable: readonly string[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => (prefix ? `${prefix}-${name}` : name);
  const page = Number(params.get(key('page')));
  const size = Number(params.get(key('itemsPerPage')));
  const sortKey = params.get(key('sortBy'));
  const order = params.get(key('orderBy')) === 'desc' ? 'desc' : 'asc';
  const query: ServerTableQuery = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    itemsPerPage: (pageSizeOptions as readonly number[]).includes(size) ? size : defaultPageSize,
    ...(sortKey && sortable.includes(sortKey) ? { sortBy: { key: sortKey, order } } : {}),
  };

  const update = useCallback(
    (next: ServerTableQuery) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set(key('page'), String(next.page));
          out.set(key('itemsPerPage'), String(next.itemsPerPage));
          if (next.sortBy) {
            out.set(key('sortBy'), next.sortBy.key);
            out.set(key('orderBy'), next.sortBy.order);
          } else {
            out.delete(key('sortBy'));
            out.delete(key('orderBy'));
          }
          return out;
        },
        { preventScrollReset: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key() only reads prefix
    [setParams, prefix],
  );
  return [query, update] as const;
}

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
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.itemsPerPage };
  const sorting: SortingState = query.sortBy ? [{ id: query.sortBy.key, desc: query.sortBy.order === 'desc' }] : [];

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
      const next = resolve(updater, pagination);
      // A new page size starts over on page one, like the client tables.
      const page = next.pageSize === pagination.pageSize ? next.pageIndex + 1 : 1;
      onQueryChange({ ...query, page, itemsPerPage: next.pageSize });
    },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      onQueryChange({
        page: 1,
        itemsPerPage: query.itemsPerPage,
        ...(first ? { sortBy: { key: first.id, order: first.desc ? 'desc' : 'asc' } } : {}),
      });
    },
  });
}
