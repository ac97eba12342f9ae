/**
 * Paging for card grids and lists that are not tables (job board, menu, course catalogue): the
 * same "Showing X to Y of Z entries", page-size choice and page buttons as the table footer.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { pageWindow } from './data-table-pagination';
import type { DataTableLabels } from './labels';

/** Page sizes offered under card grids. */
export const gridPageSizes = [6, 10, 15, 20] as const;

export type GridPaginationLabels = Pick<
  DataTableLabels,
  'itemsPerPage' | 'showing' | 'pagination' | 'previousPage' | 'nextPage' | 'page'
>;

export interface GridPaginationProps {
  /** 0-based page shown. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  labels: GridPaginationLabels;
  /** @default gridPageSizes */
  sizes?: readonly number[];
  className?: string;
}

export function GridPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  labels,
  sizes = gridPageSizes,
  className,
}: GridPaginationProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <div
      data-slot="grid-pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground', className)}
    >
      <p aria-live="polite">{labels.showing({ from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId}>{labels.itemsPerPage}</label>
          <NativeSelect
            id={selectId}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
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

/**
 * Page state of a list: the slice to show and the props for GridPagination. The page is clamped, so
 * a list that shrinks (a filter, a delete) never leaves the user on an empty page.
 */
export function usePaged<T>(items: readonly T[], initialSize: number = gridPageSizes[0]) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  return {
    rows: items.slice(current * pageSize, (current + 1) * pageSize),
    pagination: {
      page: current,
      pageSize,
      total: items.length,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(0);
      },
    },
  };
}
