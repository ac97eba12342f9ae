import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/**
 * Fades each new page in and scrolls smoothly back to the top when the path changes (instantly
 * when the user prefers reduced motion). Query-only changes (filters, tabs) keep the position.
 * The page the document opened on shows at once: fading it in would only delay its first paint.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduced = usePrefersReducedMotion();
  const first = useRef(true);
  const [landedOn, setLandedOn] = useState<string | null>(pathname);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setLandedOn(null);
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname, reduced]);
  return (
    <div key={pathname} data-slot="page" className={pathname === landedOn ? undefined : 'animate-page-in'}>
      {children}
    </div>
  );
}
