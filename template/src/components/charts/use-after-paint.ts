import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Charts wait for this, so the
 * cards around them show first and the chart library downloads afterwards.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF fires before the next paint; the timeout after it runs once that paint is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return painted;
}
