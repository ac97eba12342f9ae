import { useCallback, type MouseEvent } from 'react';

/**
 * Click handler for in-page links (`href="#pricing"`): glides to the section, or jumps when the
 * reader asked for reduced motion, then moves keyboard focus there so the next Tab continues from
 * the section, and records the hash without adding a history entry per click.
 */
export function useAnchorScroll(onNavigate?: () => void) {
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const hash = event.currentTarget.hash;
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (!target) return;
      event.preventDefault();
      onNavigate?.();
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
      history.replaceState(history.state, '', hash);
    },
    [onNavigate],
  );
}
