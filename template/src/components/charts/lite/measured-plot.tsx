import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChartSkeleton } from '../chart-frame';

/**
 * The width of an element in px, kept current as it resizes (sidebar folded, window turned), so
 * SVG charts draw at their real size: text and strokes stay crisp instead of being stretched.
 * 0 until the element has been measured.
 */
function useBoxWidth<T extends HTMLElement>() {
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

/**
 * The box a chart draws in: a skeleton of the chart's height until the box has been measured,
 * then `children(width)`, redrawn as the box resizes. Positioned, for tooltips and labels.
 */
export function MeasuredPlot({
  height,
  children,
}: {
  /** Height in px, reserved by the skeleton and given to the plot. */
  height: number;
  /** Draws the plot at the measured width in px. */
  children: (width: number) => ReactNode;
}) {
  const [ref, width] = useBoxWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="relative w-full" style={width > 0 ? { height } : undefined}>
      {width > 0 ? children(width) : <ChartSkeleton height={height} />}
    </div>
  );
}
