import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { preloadCardsInTurn } from '@/components/cards/lazy-card';
import { Skeleton } from '@/components/ui/skeleton';
import { afterNextPaint } from '@/hooks/use-after-paint';
import { cn } from '@/lib/cn';
import { PageGrid, pageGridCell, type PageGridProps } from './page-grid';

/** How many cards show per painted frame: a row on a wide screen. */
const cellsPerFrame = 4;
const oneGroupMore = (shown: number) => shown + cellsPerFrame;

/** Mounts with a group of cards; once the browser has painted them, asks for the next group. */
function NextGroup({ onPainted }: { onPainted: () => void }) {
  useEffect(() => afterNextPaint(onPainted), [onPainted]);
  return null;
}

/**
 * `PageGrid` for a screen of many heavy cards (the dashboards). The cards are `lazy()` components
 * (see `lazyCard`), except the leading `firstPaint` ones: they mount once the screen has painted,
 * so their code never delays the first paint, and until it has arrived one placeholder taller than
 * the screen holds their place (nothing below it is in view, so nothing visibly moves).
 *
 * They then show four per painted frame, in reading order, each group below the last: the browser
 * styles and lays out each group in its own frame instead of a whole dashboard in one (/dashboard/
 * analytics: 931 elements, ~190 ms at 4x CPU, during which taps wait). Every card's code is asked
 * for right after the paint, one card per task, so a group seldom waits for its own.
 */
export function DeferredPageGrid({ cells, className, ...props }: Omit<PageGridProps, 'children'>) {
  // Whether every lazy card's code has been asked for: one card per task, from the first paint on.
  // The cards render after that: rendering a lazy card asks for its code too, all in one task.
  const [asked, setAsked] = useState(false);
  // How many of the lazy cards show. A transition: a group whose code is still on its way never
  // brings the placeholder back over the cards already shown (React waits for it instead).
  const [shown, setShown] = useState(cellsPerFrame);
  const showNextGroup = useCallback(() => startTransition(() => setShown(oneGroupMore)), []);
  const split = cells.findIndex((c) => !c.firstPaint);
  const atOnce = split === -1 ? cells : cells.slice(0, split);
  const later = split === -1 ? [] : cells.slice(split);
  useEffect(() => {
    let stop = () => {};
    const cancel = afterNextPaint(() => {
      stop = preloadCardsInTurn(
        later.map((cell) => cell.card),
        () => setAsked(true),
      );
    });
    return () => {
      cancel();
      stop();
    };
    // Once: the cards' code does not change between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const placeholder = <Skeleton data-slot="page-grid-placeholder" className="col-span-12 min-h-screen rounded-card" />;
  return (
    <PageGrid
      cells={atOnce}
      // Until the last group shows, the grid is at least a screen tall: what is below it (the
      // footer) stays out of view instead of moving down with every group.
      className={cn(asked && shown < later.length && 'min-h-screen content-start', className)}
      {...props}
    >
      {later.length > 0 &&
        (asked ? (
          <Suspense fallback={placeholder}>
            {later.slice(0, shown).map(pageGridCell)}
            {shown < later.length && <NextGroup key={shown} onPainted={showNextGroup} />}
          </Suspense>
        ) : (
          placeholder
        ))}
    </PageGrid>
  );
}
