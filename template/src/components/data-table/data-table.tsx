import { useDeferredValue } from 'react';
import type { RowData } from '@tanstack/react-table';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { DataTableInstance } from './client-table';
import { ariaSort } from './data-table-column-header';
import type { DataTableLabels } from './labels';

// Whole class names, so Tailwind sees them.
const hiddenBelow = { sm: 'max-sm:hidden', md: 'max-md:hidden', lg: 'max-lg:hidden', xl: 'max-xl:hidden' } as const;
const responsive = (meta: { hideBelow?: keyof typeof hiddenBelow } | undefined) =>
  meta?.hideBelow ? hiddenBelow[meta.hideBelow] : undefined;

export interface DataTableProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** id of the visible title that names the table. */
  labelledBy?: string;
  /**
   * First load in progress: skeleton rows keep the table's height. Give the table its final columns
   * from the start (a column that waits for a second query is there, loading, already): a column
   * that joins as the loading ends moves every other, and the rows are laid out twice.
   */
  loading?: boolean;
  /** Load failed: the message and a Retry button replace the rows. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * Keeps the column titles in view while the rows scroll; give the container a max height with
   * `containerClassName` (e.g. `max-h-96`). @default false
   */
  stickyHeader?: boolean;
  /** @default 'default' */
  density?: 'default' | 'compact';
  className?: string;
  containerClassName?: string;
}

/**
 * The markup of a data table: header cells with aria-sort, the current page of rows (selected rows
 * marked with data-state), and loading, error and empty states inside the body so the header and
 * the card keep their size.
 */
export function DataTable<TData extends RowData>({
  table,
  labels,
  labelledBy,
  loading: loadingProp,
  error,
  onRetry,
  retrying,
  stickyHeader = false,
  density = 'default',
  className,
  containerClassName,
}: DataTableProps<TData>) {
  // The loading rows give way to the real ones in a pass React can interrupt: those rows are most of
  // a list's first render, and the update that ends the loading (the list's answer, or a second
  // query such as the users' roles) would otherwise render them in one long task. Only the end of
  // the first load waits; later changes (a page, a sort, a delete) render at once. The columns must
  // be final while the loading rows show, or they are laid out twice (see `loading`).
  const loading = useDeferredValue(Boolean(loadingProp));
  const columns = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const { pageSize } = table.state.pagination;
  const filtered = Boolean(table.state.globalFilter) || (table.state.columnFilters?.length ?? 0) > 0;
  return (
    <>
      <Table
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        density={density}
        className={className}
        containerClassName={containerClassName}
      >
        <TableHeader sticky={stickyHeader}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  className={responsive(header.column.columnDef.meta)}
                  aria-sort={ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody data-skeleton-group={loading || undefined}>
          {loading ? (
            Array.from({ length: Math.min(pageSize, 25) }, (_, i) => (
              // Keys no row id can take: a reused row would count as moved (layout shift) when the data arrives.
              <TableRow key={`skeleton-${i}`}>
                {table.getVisibleLeafColumns().map(({ id, columnDef: { meta } }) => (
                  <TableCell key={id} className={cn(!meta?.skeleton && 'py-3.5', responsive(meta))}>
                    {meta?.skeleton ?? <Skeleton className="h-4 w-full max-w-32" />}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : error ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns} className="p-6 whitespace-normal">
                <ErrorState title={labels.error} description={error} onRetry={onRetry} retrying={retrying} />
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns} className="whitespace-normal">
                <EmptyState illustration="empty" title={filtered ? labels.noMatches : labels.empty} />
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={responsive(cell.column.columnDef.meta)}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {loading && (
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
      )}
    </>
  );
}
