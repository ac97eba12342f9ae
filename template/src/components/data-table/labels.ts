/**
 * Texts the table blocks show. The blocks take them as props so any namespace can translate
 * them; build one object per table with `t()` (see features/orders/components/use-order-table-labels.ts).
 */
export interface DataTableLabels {
  /** Label and placeholder of the search box, e.g. "Search Order". */
  search: string;
  /** "Rows per page" next to the page-size select. */
  rowsPerPage: string;
  /** "Showing 1 to 6 of 30 entries". */
  showing: (range: { from: number; to: number; total: number }) => string;
  /** Name of the pagination landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** "Page 3", the name of each page button. */
  page: (page: number) => string;
  /** Shown when the data set is empty. */
  empty: string;
  /** Shown when a search matches nothing. */
  noMatches: string;
  /** Announced while rows load. */
  loading: string;
  /** Title of the error state. */
  error: string;
}
