import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { cn } from '@/lib/cn';

/** One cell of a screen's grid: where a card sits and which card it is. */
export interface PageCell {
  /** Stable name of the cell: the React key and its `data-cell` attribute. */
  id: string;
  /** Column spans on the 12-column grid, per breakpoint (`col-span-12 lg:col-span-6`). */
  span: string;
  /**
   * The card. It draws its own loading, empty and error states at the size of its loaded state,
   * so the grid never moves when data arrives.
   */
  card: ReactNode;
}

export interface PageGridProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Every card of the screen, in reading order. */
  cells: PageCell[];
  /**
   * Said to screen readers while the cards show their skeletons ("Loading the dashboard…");
   * leave it undefined once the data is there.
   */
  loadingLabel?: string;
  /**
   * The cards are `lazy()` components (see `lazyCard`): the grid mounts once the screen has painted,
   * so their code never delays the first paint, and until it has arrived one placeholder taller
   * than the screen holds the place (nothing below it is in view, so nothing visibly moves).
   * @default false
   */
  deferred?: boolean;
}

/**
 * The body of a screen: a 12-column grid, defined once as a list of cells that name their card.
 * Cells stretch to the tallest card of their row; `min-w-0` lets wide content (tables, charts)
 * shrink instead of widening the page.
 */
export function PageGrid({ cells, loadingLabel, deferred = false, className, ...props }: PageGridProps) {
  const painted = useAfterPaint();
  const grid = (
    <div
      data-slot="page-grid"
      aria-busy={loadingLabel ? true : undefined}
      className={cn('grid grid-cols-12 gap-6', className)}
      {...props}
    >
      {cells.map((cell) => (
        <div key={cell.id} data-cell={cell.id} className={cn('min-w-0', cell.span)}>
          {cell.card}
        </div>
      ))}
    </div>
  );
  const placeholder = <Skeleton data-slot="page-grid-placeholder" className="min-h-screen rounded-card" />;
  return (
    <>
      {/*
        Always rendered, so screen readers already watch it when the label appears. A live region
        without the status role (read the same way): the role stays free for a screen's own message,
        such as a form's "sent" line.
      */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {loadingLabel}
      </p>
      {!deferred ? grid : painted ? <Suspense fallback={placeholder}>{grid}</Suspense> : placeholder}
    </>
  );
}
