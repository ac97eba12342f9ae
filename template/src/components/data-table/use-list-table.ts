import { useMemo } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useClientTable, type DataTableColumns, type UseClientTableOptions } from './client-table';
import type { DataTableFilter } from './data-table-card';
import { useListView, type ListSort } from './list-view';

export interface UseListTableOptions<TData extends RowData> extends Omit<
  UseClientTableOptions<TData>,
  'view' | 'onViewChange' | 'initialSorting' | 'pageSize'
> {
  /** Names the list: its column choice and page size are remembered under `app-1-list-<id>`. */
  listId: string;
  /** The card's facet filters; their values are read from and written to the address. @default [] */
  filters?: readonly DataTableFilter[];
  /** @default null (data order) */
  defaultSort?: ListSort | null;
  /** @default 10 */
  defaultPageSize?: number;
  /** Prefix of the address parameters, for a list that shares its screen (`orders-page=2`). @default '' */
  paramPrefix?: string;
}

const columnIds = <TData extends RowData>(columns: DataTableColumns<TData>) =>
  columns.flatMap((column) => {
    const id = column.id ?? (column as { accessorKey?: string }).accessorKey;
    return id && column.enableSorting !== false ? [id] : [];
  });

/**
 * A client-side table whose view (search, filters, sort, page, page size, columns) lives in the
 * address and in the list's remembered choices: what `DataTableCard` shows.
 */
export function useListTable<TData extends RowData>({
  listId,
  filters = [],
  defaultSort = null,
  defaultPageSize,
  paramPrefix,
  initialColumnVisibility,
  ...table
}: UseListTableOptions<TData>) {
  const accepted = useMemo(
    () => Object.fromEntries(filters.map((f) => [f.columnId, f.options.map((o) => o.value)])),
    [filters],
  );
  const sortable = useMemo(() => columnIds(table.columns), [table.columns]);
  const [view, update] = useListView({
    id: listId,
    filters: accepted,
    sortable,
    defaultSort,
    defaultPageSize,
    defaultColumns: initialColumnVisibility,
    paramPrefix,
  });
  return useClientTable({ ...table, view, onViewChange: update });
}
