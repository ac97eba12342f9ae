import { useEffect, useRef } from 'react';

/**
 * Calls `handler` on Ctrl+<key> or Meta+<key> anywhere on the page (e.g. Ctrl+K) and prevents
 * the browser's own shortcut.
 */
export function useModKeyHotkey(key: string, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === key.toLowerCase()) {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
