import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give the page up to 5 s (they return as soon as it is ready): the default 1 s
// failed tests on a loaded 2-core machine while the demo backend answered.
configure({ asyncUtilTimeout: 5000 });

/**
 * The test page has no layout, so everything counts as in view: each observed element is reported
 * intersecting once, a task later, as a browser reports an element already on screen. (happy-dom's
 * own observer never calls back, and parts that draw when near the viewport, charts, would never
 * draw.)
 */
class InViewObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly timers = new Map<Element, ReturnType<typeof setTimeout>>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (this.timers.has(target)) return;
    const timer = setTimeout(() => {
      this.timers.delete(target);
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
      this.callback([entry], this);
    }, 0);
    this.timers.set(target, timer);
  }
  unobserve(target: Element) {
    clearTimeout(this.timers.get(target));
    this.timers.delete(target);
  }
  disconnect() {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (typeof window !== 'undefined') window.IntersectionObserver = InViewObserver;

afterEach(() => {
  // A file run in the node environment (the reference server's test) has no page to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
