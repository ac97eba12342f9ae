import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * Loading cells shaped like the cells that decide a row's height, for a column's `meta.skeleton`:
 * a table's loading rows are then as tall as the rows that replace them, and the pagination and
 * everything under the table stay where they are (no layout shift). The default loading cell is
 * one line of text; a row with buttons, an avatar or two lines of text is taller.
 */

const line = 'flex items-center';

/** Two lines: a name (text-sm) over a detail (text-xs), like a permission's name and key. */
export function TwoLineCellSkeleton({ className }: { className?: string }) {
  return (
    <span className={cn('flex flex-col', className)}>
      <span className={cn(line, 'h-5')}>
        <Skeleton className="h-3.5 w-28" />
      </span>
      <span className={cn(line, 'h-4')}>
        <Skeleton className="h-3 w-20" />
      </span>
    </span>
  );
}

/**
 * A picture beside its text: an avatar (`sm`, 2rem, round) or a product's thumbnail (`md`,
 * 2.5rem, rounded), then one line or two.
 */
export function MediaCellSkeleton({ size = 'sm', lines = 1 }: { size?: 'sm' | 'md'; lines?: 1 | 2 }) {
  return (
    <span className="flex items-center gap-3">
      <Skeleton className={cn('shrink-0', size === 'sm' ? 'size-8 rounded-full' : 'size-10 rounded-md')} />
      {lines === 2 ? (
        <TwoLineCellSkeleton />
      ) : (
        <span className={cn(line, 'h-5')}>
          <Skeleton className="h-3.5 w-28" />
        </span>
      )}
    </span>
  );
}

/** A row's icon buttons (2rem each), like the view, edit and menu buttons of an actions column. */
export function ControlsCellSkeleton({ count = 1 }: { count?: number }) {
  return (
    <span className="flex items-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="size-8 rounded-md" />
      ))}
    </span>
  );
}
