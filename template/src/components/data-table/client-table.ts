/**
 * Client-side table: the whole data set is in memory, and TanStack Table sorts, filters (one search
 * box plus per-column filters), selects, hides columns and pages it. Build the columns with
 * `dataTableColumnHelper<Row>()` and render with DataTable + DataTablePagination.
 */
import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  useTable,
  type CellData,
  type Column,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableFeatures,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { createSearchFilter, dataTableFeatures, defaultPageSize, type DataTableFeatures } from './table-features';

declare module '@tanstack/table-core' {
  // Type parameters must match the library's declaration for the merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** The column's name in the column menu and the CSV header (header cells may render icons). */
    label?: string;
    /** The value written to CSV; defaults to the cell value. */
    exportValue?: (row: TData) => string | number | null | undefined;
  }
}

/** Column helper typed for data tables: `const col = dataTableColumnHelper<Order>()`. */
export const dataTableColumnHelper = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
export type DataTableColumns<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>[];

export interface UseClientTableOptions<TData extends RowData> {
  data: readonly TData[];
  columns: DataTableColumns<TData>;
  /** The text a row is found by, e.g. its formatted values in the current language. Memoise it. */
  searchText: (row: TData) => string;
  /** Stable, unique row id: selection, keys and deletes rely on it. */
  getRowId: (row: TData) => string;
  /** @default 10 */
  pageSize?: number;
  /** @default [] (data order) */
  initialSorting?: SortingState;
  /** Columns hidden at first (the column menu shows them again). @default {} */
  initialColumnVisibility?: ColumnVisibilityState;
  /** Show row checkboxes (add `selectionColumn()` to the columns). @default false */
  enableRowSelection?: boolean;
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
  pageSize = defaultPageSize,
  initialSorting = [],
  initialColumnVisibility = {},
  enableRowSelection = false,
}: UseClientTableOptions<TData>) {
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const rows = useMemo(() => [...data], [data]);
  const globalFilterFn = useMemo(() => createSearchFilter(rows, searchText), [rows, searchText]);
  // Selection is kept by id; ids of rows that left the data (deleted elsewhere) are dropped.
  const liveSelection = useMemo(() => {
    const ids = new Set(rows.map(getRowId));
    return Object.fromEntries(Object.entries(rowSelection).filter(([id, on]) => on && ids.has(id)));
  }, [rows, getRowId, rowSelection]);
  const toFirstPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    globalFilterFn,
    getColumnCanGlobalFilter: firstDataColumn,
    enableRowSelection,
    state: { globalFilter, columnFilters, pagination, rowSelection: liveSelection },
    onGlobalFilterChange: (updater) => {
      setGlobalFilter(updater as string | ((previous: string) => string));
      toFirstPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      toFirstPage();
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    initialState: { sorting: initialSorting, columnVisibility: initialColumnVisibility },
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

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useClientTable<TData>>;
