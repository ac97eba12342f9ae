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
  /**
   * In a `deferred` grid: the card is imported, not lazy, and draws at once (it is in the page's
   * HTML and first paint). Such cells lead the list: give it to the cards at the top of the screen
   * whose headline would otherwise be the page's largest paint when it arrives.
   * @default false
   */
  firstPaint?: boolean;
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
   * The cards are `lazy()` components (see `lazyCard`), except the leading `firstPaint` ones: they
   * mount once the screen has painted, so their code never delays the first paint, and until it has
   * arrived one placeholder taller than the screen holds their place (nothing below it is in view,
   * so nothing visibly moves).
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
  const cell = ({ id, span, card }: PageCell) => (
    <div key={id} data-cell={id} className={cn('min-w-0', span)}>
      {card}
    </div>
  );
  // The leading first-paint cells draw at once; the rest wait for the paint and their code.
  const split = deferred ? cells.findIndex((c) => !c.firstPaint) : -1;
  const atOnce = split === -1 ? cells : cells.slice(0, split);
  const later = split === -1 ? [] : cells.slice(split);
  const placeholder = <Skeleton data-slot="page-grid-placeholder" className="col-span-12 min-h-screen rounded-card" />;
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
      <div
        data-slot="page-grid"
        aria-busy={loadingLabel ? true : undefined}
        className={cn('grid grid-cols-12 gap-6', className)}
        {...props}
      >
        {atOnce.map(cell)}
        {later.length > 0 && (painted ? <Suspense fallback={placeholder}>{later.map(cell)}</Suspense> : placeholder)}
      </div>
    </>
  );
}
