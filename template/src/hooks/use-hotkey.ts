import { useEffect } from 'react';
import { useStableHandlers } from './use-stable-handlers';

/**
 * Calls `handler` on Ctrl+<key> or Meta+<key> anywhere on the page (e.g. Ctrl+K) and prevents
 * the browser's own shortcut. `prepare` runs when Ctrl or Meta alone goes down, the moment before
 * the shortcut may come: a lazily loaded overlay starts loading there, not inside the key press
 * that opens it.
 */
export function useModKeyHotkey(key: string, handler: () => void, prepare?: () => void): void {
  const handlers = useStableHandlers({ handler, prepare: () => prepare?.() });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') {
        handlers.prepare();
      } else if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === key.toLowerCase()) {
        event.preventDefault();
        handlers.handler();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, handlers]);
}
