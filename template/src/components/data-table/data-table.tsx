import type { RowData } from '@tanstack/react-table';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { ClientTable } from './client-table';
import { ariaSort } from './data-table-column-header';
import type { DataTableLabels } from './labels';

export interface DataTableProps<TData extends RowData> {
  table: ClientTable<TData>;
  labels: DataTableLabels;
  /** id of the visible title that names the table. */
  labelledBy?: string;
  /** First load in progress: skeleton rows keep the table's height. */
  loading?: boolean;
  /** Load failed: the message and a Retry button replace the rows. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/**
 * The table markup for a client table: header cells with aria-sort, the current page of rows, and
 * loading, error and empty states in the body so the header stays put.
 */
export function DataTable<TData extends RowData>({
  table,
  labels,
  labelledBy,
  loading,
  error,
  onRetry,
  retrying,
  className,
}: DataTableProps<TData>) {
  const columns = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  const { pageSize } = table.state.pagination;
  const searching = Boolean(table.state.globalFilter);
  return (
    <div className={cn('relative overflow-x-auto', className)}>
      <table aria-labelledby={labelledBy} aria-busy={loading || undefined} className="w-full border-collapse text-sm">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-y border-border bg-muted/60">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
                  className="px-3 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:ps-6 last:pe-6"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: pageSize }, (_, i) => (
              <tr key={i} className="border-b border-border">
                {Array.from({ length: columns }, (_, j) => (
                  <td key={j} className="px-3 py-3.5 first:ps-6 last:pe-6">
                    <Skeleton className="h-4 w-full max-w-32" />
                  </td>
                ))}
              </tr>
            ))
          ) : error ? (
            <tr>
              <td colSpan={columns} className="p-6">
                <ErrorState title={labels.error} description={error} onRetry={onRetry} retrying={retrying} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="px-6 py-10 text-center text-muted-foreground">
                {searching ? labels.noMatches : labels.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-border transition-colors hover:bg-muted/40">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-3 whitespace-nowrap first:ps-6 last:pe-6">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && (
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
      )}
    </div>
  );
}
