import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowData } from '@tanstack/react-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { DataTableInstance } from './client-table';
import { ariaSort } from './data-table-column-header';
import type { DataTableLabels } from './labels';

export interface DataTableVirtualProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  labelledBy?: string;
  /** Height of one row in px (rows must not wrap). @default 44 */
  rowHeight?: number;
  /** Height of the scroll area (a Tailwind class). @default 'h-100' */
  heightClassName?: string;
}

/**
 * Every row that passes the search, sorted, in a fixed-height scroll area that only mounts the rows
 * in view (plus a few either side): 10,000 rows scroll as smoothly as 10. The header is sticky, and
 * aria-rowcount/aria-rowindex tell screen readers where they are in the full set.
 */
export function DataTableVirtual<TData extends RowData>({
  table,
  labels,
  labelledBy,
  rowHeight = 44,
  heightClassName = 'h-100',
}: DataTableVirtualProps<TData>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getPrePaginatedRowModel().rows;
  const columns = table.getVisibleLeafColumns().length;
  // The virtualizer re-renders this component on scroll itself; the compiler skips memoising it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Server render and the first client render show the first screenful.
    initialRect: { width: 0, height: 400 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      data-slot="data-table-virtual"
      tabIndex={0}
      className={cn('overflow-auto', heightClassName)}
      aria-labelledby={labelledBy}
      role="region"
    >
      <Table aria-labelledby={labelledBy} aria-rowcount={rows.length + 1} containerClassName="overflow-visible">
        <TableHeader sticky>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} aria-rowindex={1} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  aria-sort={ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
                {table.state.globalFilter ? labels.noMatches : labels.empty}
              </TableCell>
            </TableRow>
          )}
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <TableRow
                key={row.id}
                aria-rowindex={item.index + 2}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                style={{ height: rowHeight }}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className="py-0">
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </TableBody>
      </Table>
    </div>
  );
}
