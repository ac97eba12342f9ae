/**
 * Page sizes every list offers; 10 is the default. A module of their own so that card grids and
 * other lists without a table (they use PaginationFooter and list-view.ts) do not load TanStack Table.
 */
export const pageSizeOptions = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;
