import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { DataTableInstance } from './client-table';
import { pageSizeOptions } from './page-sizes';
import type { DataTableLabels } from './labels';

/** Page numbers around the current one (at most five), 0-based. */
export function pageWindow(pageIndex: number, pageCount: number, size = 5): number[] {
  const start = Math.max(0, Math.min(pageIndex - Math.floor(size / 2), pageCount - size));
  return Array.from({ length: Math.min(size, pageCount) }, (_, i) => start + i);
}

export interface PaginationFooterProps {
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  /** Entries in all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offers the "Items per page:" choice; without it the size is fixed (a server's page). */
  onPageSizeChange?: (size: number) => void;
  labels: PaginationLabels;
  /** Page sizes offered (the current one is always among them). @default [10, 25, 50, 100] */
  sizes?: readonly number[];
  className?: string;
}

export type PaginationLabels = Pick<
  DataTableLabels,
  'itemsPerPage' | 'showing' | 'pagination' | 'previousPage' | 'nextPage' | 'page'
>;

/**
 * The footer of every list, table or card grid: "Showing X to Y of Z entries", the "Items per page:"
 * choice and the page buttons (mirrored in RTL).
 */
export function PaginationFooter({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  labels,
  sizes = pageSizeOptions,
  className,
}: PaginationFooterProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const offered = [...new Set<number>([pageSize, ...sizes])].sort((a, b) => a - b);
  return (
    <div
      data-slot="pagination-footer"
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground', className)}
    >
      <p aria-live="polite">{labels.showing({ from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-4">
        {onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId}>{labels.itemsPerPage}</label>
            <NativeSelect
              id={selectId}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              className="h-8 w-auto py-0"
            >
              {offered.map((size) => (
                <option key={size} value={size}>
                  {formatNumber(size)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <nav aria-label={labels.pagination} className="flex items-center gap-1">
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-label={labels.previousPage}
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
          </Button>
          {pageWindow(page, pageCount).map((p) => (
            <Button
              key={p}
              size="icon-sm"
              variant={p === page ? 'solid' : 'ghost'}
              color={p === page ? 'primary' : 'secondary'}
              aria-label={labels.page(p + 1)}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPageChange(p)}
            >
              {formatNumber(p + 1)}
            </Button>
          ))}
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-label={labels.nextPage}
            disabled={page >= pageCount - 1}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </nav>
      </div>
    </div>
  );
}

export interface DataTablePaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: PaginationLabels;
  /** @default [10, 25, 50, 100] */
  sizes?: readonly number[];
  className?: string;
}

/** The footer wired to a table's pagination state. */
export function DataTablePagination<TData extends RowData>({
  table,
  labels,
  sizes,
  className,
}: DataTablePaginationProps<TData>) {
  const { pageIndex, pageSize } = table.state.pagination;
  return (
    <PaginationFooter
      page={pageIndex}
      pageSize={pageSize}
      total={table.getRowCount()}
      onPageChange={(page) => table.setPageIndex(page)}
      onPageSizeChange={(size) => table.setPageSize(size)}
      labels={labels}
      sizes={sizes}
      className={cn('px-6 py-4', className)}
    />
  );
}
