/**
 * Client-side table model on TanStack Table v9: sorting, one search box and pagination, with only
 * the features and built-in functions it uses registered (the rest is tree-shaken).
 * Sorting is O(n log n) and searching O(n) over a memoised per-row text index, so 10,000 rows stay fast.
 */
import { useMemo, useState } from 'react';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type Row,
  type RowData,
  type PaginationState,
  type SortingState,
  type TableFeatures,
} from '@tanstack/react-table';

export const clientTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type ClientTableFeatures = typeof clientTableFeatures;

/** Column helper typed for client tables: `const col = clientColumnHelper<Order>()`. */
export const clientColumnHelper = <TData extends RowData>() => createColumnHelper<ClientTableFeatures, TData>();

/** Page sizes offered by the pagination (spec §9). */
export const pageSizeOptions = [10, 25, 50, 100] as const;

export interface UseClientTableOptions<TData extends RowData> {
  data: readonly TData[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
  columns: ColumnDef<ClientTableFeatures, TData, any>[];
  /** The text a row is found by, e.g. its formatted values in the current language. Memoise it. */
  searchText: (row: TData) => string;
  /** Stable row id (e.g. the order id). */
  getRowId: (row: TData) => string;
  /** @default 10 */
  pageSize?: number;
  /** @default [] (server order) */
  initialSorting?: SortingState;
}

// The search index answers for the whole row, so asking one column is enough.
function firstDataColumn<TFeatures extends TableFeatures, TData extends RowData, TValue>(
  column: Column<TFeatures, TData, TValue>,
): boolean {
  return column.table.getAllLeafColumns().find((c) => Boolean(c.accessorFn))?.id === column.id;
}

export function useClientTable<TData extends RowData>({
  data,
  columns,
  searchText,
  getRowId,
  pageSize = 10,
  initialSorting = [],
}: UseClientTableOptions<TData>) {
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const rows = useMemo(() => [...data], [data]);
  const index = useMemo(
    () => new Map(rows.map((row) => [row, searchText(row).toLocaleLowerCase()])),
    [rows, searchText],
  );
  const globalFilterFn = useMemo(
    () => (row: Row<ClientTableFeatures, TData>, _columnId: string, value: unknown) =>
      index.get(row.original)?.includes(String(value).trim().toLocaleLowerCase()) ?? false,
    [index],
  );

  const table = useTable({
    features: clientTableFeatures,
    columns,
    data: rows,
    getRowId,
    globalFilterFn,
    getColumnCanGlobalFilter: firstDataColumn,
    state: { globalFilter, pagination },
    onGlobalFilterChange: (updater) => {
      setGlobalFilter(updater as string | ((previous: string) => string));
      // A new search starts on page one.
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    initialState: { sorting: initialSorting },
    autoResetPageIndex: false,
    // Every column sorts ascending on the first click, numbers included.
    sortDescFirst: false,
  });

  // A delete that empties the last page steps back to the new last page.
  // (Adjusting state while rendering: React re-renders at once, before painting the empty page.)
  const pageCount = table.getPageCount();
  if (pageCount > 0 && pagination.pageIndex >= pageCount) setPagination({ ...pagination, pageIndex: pageCount - 1 });

  return table;
}

export type ClientTable<TData extends RowData> = ReturnType<typeof useClientTable<TData>>;
