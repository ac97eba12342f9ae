import { useEffect } from 'react';

/**
 * Starts `load` the first time the pointer comes over, or the focus comes to, an element matching
 * `selector`. A lazily loaded overlay's code is then on its way while the pointer rests on the
 * button that opens it, instead of being fetched (one modulepreload link per module) inside the
 * click. Once started, the hook stops listening. `load` should keep its identity (a module-level
 * loader); it may run more than once across mounts: `import()` fetches a module only once.
 */
export function usePreloadOnIntent(selector: string, load: () => Promise<unknown>): void {
  useEffect(() => {
    const stop = () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      stop();
      // A failed load is retried by the click itself (React.lazy), which can report it.
      load().catch(() => undefined);
    }
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return stop;
  }, [selector, load]);
}
