import type { ComponentProps, ReactNode } from 'react';
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
   * In a `DeferredPageGrid`: the card is imported, not lazy, and draws at once (it is in the page's
   * HTML and first paint). Such cells lead the list: give it to the cards at the top of the screen
   * whose headline would otherwise be the page's largest paint when it arrives.
   * @default false
   */
  firstPaint?: boolean;
}

export interface PageGridProps extends ComponentProps<'div'> {
  /** Every card of the screen, in reading order. */
  cells: PageCell[];
  /**
   * Said to screen readers while the cards show their skeletons ("Loading the dashboard…");
   * leave it undefined once the data is there.
   */
  loadingLabel?: string;
  /** Drawn in the grid after the cells (DeferredPageGrid's cards that come after the paint). */
  children?: ReactNode;
}

/** A cell of the grid: its card in a box of the cell's spans. */
export function pageGridCell({ id, span, card }: PageCell) {
  return (
    <div key={id} data-cell={id} className={cn('min-w-0', span)}>
      {card}
    </div>
  );
}

/**
 * The body of a screen: a 12-column grid, defined once as a list of cells that name their card.
 * Cells stretch to the tallest card of their row; `min-w-0` lets wide content (tables, charts)
 * shrink instead of widening the page. A screen of many heavy cards uses `DeferredPageGrid`.
 */
export function PageGrid({ cells, loadingLabel, className, children, ...props }: PageGridProps) {
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
        {cells.map(pageGridCell)}
        {children}
      </div>
    </>
  );
}
