import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame: requestAnimationFrame fires just
 * before that paint, and a timeout queued from it runs after. Work that would hold up an
 * interaction's visible answer (a whole-page restyle, say) goes here, so the answer paints first.
 * Returns a function that cancels the callback if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer) clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the browser has painted it. Charts wait for this, so the
 * cards around them show first and the chart library downloads afterwards.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Starts loading modules once the screen has painted, without waiting for anything else (data,
 * scrolling): what the screen will need soon arrives sooner, and never delays its first paint.
 */
export function usePreloadAfterPaint(...loaders: (() => Promise<unknown>)[]): void {
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) for (const load of loaders) void load().catch(() => undefined);
    // Once, after the paint: the loaders are module-level functions, a new list means nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [painted]);
}
