import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** Swipes shorter than this (in px) are taps. */
const swipeThreshold = 40;

const rightToLeft = (element: Element) => element.closest('[dir]')?.getAttribute('dir') === 'rtl';

/**
 * Arrow keys (while focus is inside) and touch swipes, as steps of `move`. Both follow the reading
 * direction: right to left, the next slide is on the left, so ArrowLeft or a swipe right shows it.
 * Spread the handlers on the carousel's root.
 */
export function useCarouselInput(move: (delta: number) => void) {
  const swipeFrom = useRef<number | null>(null);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      move((event.key === 'ArrowRight') !== rightToLeft(event.currentTarget) ? 1 : -1);
    },
    // A mouse selects text and clicks; only fingers and pens swipe.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from === null || Math.abs(event.clientX - from) < swipeThreshold) return;
      move(event.clientX < from !== rightToLeft(event.currentTarget) ? 1 : -1);
    },
    onPointerCancel: () => {
      swipeFrom.current = null;
    },
  };
}
