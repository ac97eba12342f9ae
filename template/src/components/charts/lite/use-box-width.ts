import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in px, kept current as it resizes (sidebar folded, window turned), so
 * SVG charts draw at their real size: text and strokes stay crisp instead of being stretched.
 * 0 until the element has been measured.
 */
export function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
