import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { DataTableInstance } from './client-table';
import { pageSizeOptions } from './table-features';
import type { DataTableLabels } from './labels';

/** Page numbers around the current one (at most five), 0-based. */
export function pageWindow(pageIndex: number, pageCount: number, size = 5): number[] {
  const start = Math.max(0, Math.min(pageIndex - Math.floor(size / 2), pageCount - size));
  return Array.from({ length: Math.min(size, pageCount) }, (_, i) => start + i);
}

export interface DataTablePaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  className?: string;
}

/** "Showing X to Y of Z entries", the page-size choice and page buttons. */
export function DataTablePagination<TData extends RowData>({
  table,
  labels,
  className,
}: DataTablePaginationProps<TData>) {
  const selectId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pageCount = table.getPageCount();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const sizes = [...new Set<number>([pageSize, ...pageSizeOptions])].sort((a, b) => a - b);
  return (
    <div
      data-slot="data-table-pagination"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 px-6 py-4 text-sm text-muted-foreground',
        className,
      )}
    >
      <p aria-live="polite">{labels.showing({ from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId}>{labels.itemsPerPage}</label>
          <NativeSelect
            id={selectId}
            value={pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
            className="h-8 w-auto py-0"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <nav aria-label={labels.pagination} className="flex items-center gap-1">
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-label={labels.previousPage}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
          </Button>
          {pageWindow(pageIndex, pageCount).map((page) => (
            <Button
              key={page}
              size="icon-sm"
              variant={page === pageIndex ? 'solid' : 'ghost'}
              color={page === pageIndex ? 'primary' : 'secondary'}
              aria-label={labels.page(page + 1)}
              aria-current={page === pageIndex ? 'page' : undefined}
              onClick={() => table.setPageIndex(page)}
            >
              {formatNumber(page + 1)}
            </Button>
          ))}
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-label={labels.nextPage}
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
