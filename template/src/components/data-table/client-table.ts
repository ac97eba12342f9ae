/**
 * Client-side table: the whole data set is in memory, and TanStack Table sorts, filters (one search
 * box plus per-column filters), selects, hides columns and pages it. Build the columns with
 * `dataTableColumnHelper<Row>()` and render with DataTable + DataTablePagination.
 */
import { useEffect, useMemo, useState } from 'react';
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
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ListView, ListViewPatch } from './list-view';
import { defaultPageSize } from './page-sizes';
import { createSearchFilter, dataTableFeatures, type DataTableFeatures } from './table-features';

declare module '@tanstack/table-core' {
  // Type parameters must match the library's declaration for the merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** The column's name in the column menu and the CSV header (header cells may render icons). */
    label?: string;
    /** The value written to CSV; defaults to the cell value. */
    exportValue?: (row: TData) => string | number | null | undefined;
    /**
     * Below this breakpoint the column is left out, so a phone shows a list's key columns without
     * scrolling sideways (the column menu and the CSV still have it). @default shown everywhere
     */
    hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
    /**
     * What the column's cells show during the first load, shaped like a real cell (an avatar, the
     * lines a phone wraps it to), so the rows keep their height when the data arrives.
     * @default one line of text
     */
    skeleton?: ReactNode;
  }
}

/** Column helper typed for data tables: `const col = dataTableColumnHelper<Order>()`. */
export const dataTableColumnHelper = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
export type DataTableColumns<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>[];

export interface UseClientTableOptions<TData extends RowData> {
  data: readonly TData[];
  columns: DataTableColumns<TData>;
  /**
   * The text a row is found by, e.g. its formatted values in the current language. Memoise it.
   * Omit it when the server searches and filters (the table then shows the rows as they come).
   */
  searchText?: (row: TData) => string;
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
  /**
   * The view (search, filters, sort, page, columns) kept outside the table, e.g. in the address
   * with `useListView`; without it the table keeps its own.
   */
  view?: ListView;
  /**
   * Called with what changed in `view`, or a function of the latest view that says it (see
   * `ListViewPatch`); `replace` when the change corrects the view rather than moves it.
   */
  onViewChange?: (patch: ListViewPatch, options?: { replace?: boolean }) => void;
}

// The search index answers for the whole row, so asking one column is enough.
function firstDataColumn<TFeatures extends TableFeatures, TData extends RowData, TValue>(
  column: Column<TFeatures, TData, TValue>,
): boolean {
  return column.table.getAllLeafColumns().find((c) => Boolean(c.accessorFn))?.id === column.id;
}

const resolve = <T>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

// The view in the table's own terms.
const toColumnFilters = (view: ListView): ColumnFiltersState =>
  Object.entries(view.filters).map(([id, value]) => ({ id, value }));
const toSorting = (view: ListView): SortingState => (view.sort ? [view.sort] : []);
const toPagination = (view: ListView): PaginationState => ({ pageIndex: view.page, pageSize: view.pageSize });

export function useClientTable<TData extends RowData>({
  data,
  columns,
  searchText,
  getRowId,
  pageSize = defaultPageSize,
  initialSorting = [],
  initialColumnVisibility = {},
  enableRowSelection = false,
  view: outerView,
  onViewChange,
}: UseClientTableOptions<TData>) {
  const [ownView, setOwnView] = useState<ListView>(() => ({
    search: '',
    filters: {},
    sort: initialSorting[0] ? { id: initialSorting[0].id, desc: initialSorting[0].desc } : null,
    page: 0,
    pageSize,
    columns: initialColumnVisibility,
  }));
  const view = outerView ?? ownView;
  // Every change is made from the view as it is when it runs, not as this render saw it: two changes
  // before the next render (Clear filters, then a filter picked at once) must not undo each other.
  const change = (patch: (latest: ListView) => Partial<ListView>) => {
    if (onViewChange) onViewChange(patch);
    else setOwnView((previous) => ({ ...previous, ...patch(previous) }));
  };
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const rows = useMemo(() => [...data], [data]);
  const globalFilterFn = useMemo(
    () => (searchText ? createSearchFilter(rows, searchText) : () => true),
    [rows, searchText],
  );
  // Selection is kept by id; ids of rows that left the data (deleted elsewhere) are dropped.
  const liveSelection = useMemo(() => {
    const ids = new Set(rows.map(getRowId));
    return Object.fromEntries(Object.entries(rowSelection).filter(([id, on]) => on && ids.has(id)));
  }, [rows, getRowId, rowSelection]);

  const columnFilters = toColumnFilters(view);
  const sorting = toSorting(view);
  const pagination = toPagination(view);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    globalFilterFn,
    getColumnCanGlobalFilter: firstDataColumn,
    manualFiltering: !searchText,
    enableRowSelection,
    state: {
      globalFilter: view.search,
      columnFilters,
      sorting,
      pagination,
      rowSelection: liveSelection,
      columnVisibility: view.columns,
    },
    onGlobalFilterChange: (updater) =>
      change((latest) => ({ search: String(resolve(updater, latest.search) ?? ''), page: 0 })),
    onColumnFiltersChange: (updater) =>
      change((latest) => {
        const next = resolve(updater, toColumnFilters(latest));
        const filters = Object.fromEntries(
          next.filter((f) => f.value != null && f.value !== '').map((f) => [f.id, String(f.value)]),
        );
        return { filters, page: 0 };
      }),
    onSortingChange: (updater) =>
      change((latest) => {
        const [first] = resolve(updater, toSorting(latest));
        return { sort: first ? { id: first.id, desc: first.desc } : null, page: 0 };
      }),
    onPaginationChange: (updater) =>
      change((latest) => {
        const before = toPagination(latest);
        const next = resolve(updater, before);
        return next.pageSize === before.pageSize ? { page: next.pageIndex } : { pageSize: next.pageSize, page: 0 };
      }),
    onColumnVisibilityChange: (updater) => change((latest) => ({ columns: resolve(updater, latest.columns) })),
    onRowSelectionChange: setRowSelection,
    autoResetPageIndex: false,
    // Every column sorts ascending on the first click, numbers included.
    sortDescFirst: false,
  });

  // A delete that empties the last page steps back to the new last page, and a link to a page past
  // the end shows the last one. The table's own view is adjusted while rendering (React re-renders
  // at once, before painting the empty page); a view kept in the address is corrected in place.
  const pageCount = table.getPageCount();
  const pastTheEnd = pageCount > 0 && view.page >= pageCount;
  if (pastTheEnd && !outerView) setOwnView({ ...view, page: pageCount - 1 });
  useEffect(() => {
    if (pastTheEnd && outerView) onViewChange?.({ page: pageCount - 1 }, { replace: true });
  }, [pastTheEnd, outerView, onViewChange, pageCount]);

  return table;
}

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useClientTable<TData>>;
