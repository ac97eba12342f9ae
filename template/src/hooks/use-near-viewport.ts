import { useEffect, useState, type RefObject } from 'react';

/** Becomes true once the element comes within `margin` of the viewport, and stays true. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  // Without IntersectionObserver (old browsers, tests) the content simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
