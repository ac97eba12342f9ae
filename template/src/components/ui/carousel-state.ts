import { useCallback, useEffect, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { initialTrack, step, type Track } from './carousel-track';

/** Width of the carousel itself (not the window) from which `wideSlides` show side by side. */
export const wideFrom = 480;

interface Options {
  count: number;
  wideSlides: number;
  autoplayMs: number;
  root: RefObject<HTMLElement | null>;
}

/**
 * State of a looping carousel: the track, how many slides fit, and autoplay. Autoplay waits while
 * the pointer is over the carousel or focus is inside it, stops for good once `stopAutoplay` is
 * called, and never starts for visitors who prefer reduced motion.
 */
export function useCarousel({ count, wideSlides, autoplayMs, root }: Options) {
  const [track, setTrack] = useState<Track>(initialTrack);
  const [wide, setWide] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const perView = wide ? Math.min(wideSlides, count) : 1;

  const move = useCallback(
    (delta: number) => {
      // With every slide on screen there is nowhere to go.
      if (delta === 0 || count <= perView) return;
      setTrack((current) => step(current, delta, count, perView));
    },
    [count, perView],
  );

  // Measured after hydration: the first render (server and client) shows one slide per view, and CSS
  // container queries lay out the wide view already; this only tells which slides are on screen.
  useEffect(() => {
    const element = root.current;
    if (!element || wideSlides <= 1 || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWide((entry?.contentRect.width ?? 0) >= wideFrom));
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, wideSlides]);

  const autoplaying = autoplayMs > 0 && !reducedMotion && !stopped && count > perView;
  const running = autoplaying && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    // Restarted after every move, so a slide always stays `autoplayMs` on screen.
    const timer = setTimeout(() => move(1), autoplayMs);
    return () => clearTimeout(timer);
  }, [running, autoplayMs, move, track.offset]);

  return {
    track,
    perView,
    move,
    /** Autoplay is on and not waiting for the visitor (screen readers are not told of its steps). */
    running,
    stopAutoplay: useCallback(() => setStopped(true), []),
    setHovered,
    setFocused,
  };
}
