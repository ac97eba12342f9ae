/**
 * The TanStack Table v9 features every data table registers: sorting, column and global filters,
 * pagination, row selection and column visibility, with only the built-in sort and filter functions
 * the tables use (the rest is tree-shaken), and a sorted row model that prepares each row's sort value
 * once (keyed-sorted-row-model.ts). Plain TypeScript with no app imports, so the benchmark
 * (scripts/lib/table-bench.mjs) measures exactly these row models.
 */
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  filterFn_arrIncludesSome,
  filterFn_equalsString,
  filterFn_inNumberRange,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { createKeyedSortedRowModel } from './keyed-sorted-row-model';

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: {
    arrIncludesSome: filterFn_arrIncludesSome,
    equalsString: filterFn_equalsString,
    inNumberRange: filterFn_inNumberRange,
    includesString: filterFn_includesString,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

/**
 * A global filter over a per-row text index built once per data set: searching 10,000 rows is one
 * `includes` per row instead of formatting every cell on every keystroke. The index is built at the
 * first search, not with the table, so a list's first render indexes nothing (10,000 rows took as
 * long as drawing the screen).
 */
export function createSearchFilter<TData extends RowData>(rows: readonly TData[], searchText: (row: TData) => string) {
  let index: Map<TData, string> | undefined;
  return (row: Row<DataTableFeatures, TData>, _columnId: string, value: unknown): boolean => {
    index ??= new Map(rows.map((entry) => [entry, searchText(entry).toLocaleLowerCase()]));
    return index.get(row.original)?.includes(String(value).trim().toLocaleLowerCase()) ?? false;
  };
}
