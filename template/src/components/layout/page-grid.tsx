import { Suspense, startTransition, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { preloadCard } from '@/components/cards/lazy-card';
import { Skeleton } from '@/components/ui/skeleton';
import { afterNextPaint, useAfterPaint } from '@/hooks/use-after-paint';
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
   * so nothing visibly moves). They then show a few per painted frame, in reading order, each
   * group below the last (nothing shown moves): the browser styles and lays out each group in its
   * own frame instead of a whole dashboard in one (~200 ms on a phone, during which taps wait).
   * @default false
   */
  deferred?: boolean;
}

/** How many cards of a `deferred` grid show per painted frame: a row on a wide screen. */
const cellsPerFrame = 4;
const oneGroupMore = (shown: number) => shown + cellsPerFrame;

/** Mounts with a group of cards; once the browser has painted them, asks for the next group. */
function NextGroup({ onPainted }: { onPainted: () => void }) {
  useEffect(() => afterNextPaint(onPainted), [onPainted]);
  return null;
}

/**
 * The body of a screen: a 12-column grid, defined once as a list of cells that name their card.
 * Cells stretch to the tallest card of their row; `min-w-0` lets wide content (tables, charts)
 * shrink instead of widening the page.
 */
export function PageGrid({ cells, loadingLabel, deferred = false, className, ...props }: PageGridProps) {
  const painted = useAfterPaint();
  // How many of the deferred cards show. A transition: a group whose code is still on its way
  // never brings the placeholder back over the cards already shown (React waits for it instead).
  const [shown, setShown] = useState(cellsPerFrame);
  const [showNextGroup] = useState(() => () => startTransition(() => setShown(oneGroupMore)));
  const cell = ({ id, span, card }: PageCell) => (
    <div key={id} data-cell={id} className={cn('min-w-0', span)}>
      {card}
    </div>
  );
  // The leading first-paint cells draw at once; the rest wait for the paint and their code.
  const split = deferred ? cells.findIndex((c) => !c.firstPaint) : -1;
  const atOnce = split === -1 ? cells : cells.slice(0, split);
  const later = split === -1 ? [] : cells.slice(split);
  // Every deferred card's code is asked for at once after the paint, not a group at a time.
  const laterCards = later.map((c) => c.card);
  useEffect(() => {
    if (painted) laterCards.forEach(preloadCard);
    // Once, after the paint: the cards' code does not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [painted]);
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
        // Until the last group shows, the grid is at least a screen tall: what is below it (the
        // footer) stays out of view instead of moving down with every group.
        className={cn(
          'grid grid-cols-12 gap-6',
          painted && shown < later.length && 'min-h-screen content-start',
          className,
        )}
        {...props}
      >
        {atOnce.map(cell)}
        {later.length > 0 &&
          (painted ? (
            <Suspense fallback={placeholder}>
              {later.slice(0, shown).map(cell)}
              {shown < later.length && <NextGroup key={shown} onPainted={showNextGroup} />}
            </Suspense>
          ) : (
            placeholder
          ))}
      </div>
    </>
  );
}
