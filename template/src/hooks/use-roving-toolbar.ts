import { useState, type KeyboardEvent } from 'react';

/**
 * Where focus goes in a toolbar after `key`, or null when the key does not move it. The arrow keys
 * follow the reading direction (in right-to-left, ArrowLeft moves to the next item), wrap at the
 * ends, and Home/End jump to the first and last item.
 */
export function nextRovingIndex(current: number, key: string, count: number, dir: 'ltr' | 'rtl'): number | null {
  if (count === 0) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface RovingItem {
  id: string;
  disabled?: boolean;
}

/**
 * A toolbar that is one stop in the Tab order (the ARIA toolbar pattern): Tab enters on the item
 * used last, the arrow keys, Home and End move between the enabled items. Spread `onKeyDown` on the
 * element with role="toolbar" and `itemProps(id)` on each item.
 */
export function useRovingToolbar(items: RovingItem[], dir: 'ltr' | 'rtl') {
  const [active, setActive] = useState<string | null>(null);
  const enabled = items.filter((item) => !item.disabled);
  const tabStop = enabled.some((item) => item.id === active) ? active : enabled[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]:not(:disabled)')];
    // Keys pressed in a popover opened from the toolbar bubble up here too: leave them alone.
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = nextRovingIndex(index, event.key, buttons.length, dir);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const itemProps = (id: string) => ({
    'data-roving-item': '',
    tabIndex: id === tabStop ? 0 : -1,
    onFocus: () => setActive(id),
  });

  return { onKeyDown, itemProps };
}
