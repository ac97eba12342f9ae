import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/**
 * Fades each new page in and scrolls smoothly back to the top when the path changes (instantly
 * when the user prefers reduced motion). Query-only changes (filters, tabs) keep the position.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduced = usePrefersReducedMotion();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname, reduced]);
  return (
    <div key={pathname} data-slot="page" className="animate-page-in">
      {children}
    </div>
  );
}
