/**
 * Texts the table blocks show. The blocks take them as props, so the docs can render a table with
 * fixed texts; in the app, `useDataTableLabels()` builds them from the `data-table` namespace and a
 * screen overrides only what names its own data (search box, empty text...).
 */
export interface DataTableLabels {
  /** Label and placeholder of the search box, e.g. "Search Order". */
  search: string;
  /** "Items per page:" next to the page-size select. */
  itemsPerPage: string;
  /** "Showing 1 to 10 of 30 entries". */
  showing: (range: { from: number; to: number; total: number }) => string;
  /** Name of the pagination landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** "Page 3", the name of each page button. */
  page: (page: number) => string;
  /** Shown when the data set is empty. */
  empty: string;
  /** Shown when a search or filter matches nothing. */
  noMatches: string;
  /** Announced while rows load. */
  loading: string;
  /** Title of the error state. */
  error: string;
  /** Name of the header checkbox. */
  selectAll: string;
  /** Name of a row checkbox ("Select row 3"). */
  selectRow: (row: string) => string;
  /** "2 selected". */
  selected: (count: number) => string;
  /** The bulk delete button. */
  deleteSelected: string;
  /** Clears the selection. */
  clearSelection: string;
  /** Name of the group of facet filters, e.g. "Filter users". */
  filters: string;
  /** Turns every facet filter off. */
  clearFilters: string;
  /** The column visibility menu button. */
  columns: string;
  /** The CSV export button. */
  exportCsv: string;
}
