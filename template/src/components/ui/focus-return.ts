import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix returns focus to a dialog's Trigger when it closes. A dialog opened by a button of its own
 * (a controlled `open`, no Trigger) leaves focus on the page's body instead, which sends a keyboard
 * user back to the top of the page. These handlers remember what had focus when the dialog opened
 * and give it focus back when the close left focus nowhere and that element is still on the page.
 * The caller's own handlers run first, as Radix's props would.
 */
export function useFocusReturn(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      // Radix moves focus (to the Trigger, if any) right after this event: check once it has.
      queueMicrotask(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && target?.isConnected) target.focus();
      });
    },
  };
}
