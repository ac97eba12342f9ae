import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';

/**
 * dnd-kit reports a drag as "over" the item's own place the moment it starts, and its live region
 * keeps only the latest message: the pick-up message was replaced before a screen reader read it.
 * This wraps a sortable's announcements so an "over" message is made only when the place under
 * the dragged item changes.
 */
export function useDragAnnouncements(announcements: Announcements): Announcements {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return {
    ...announcements,
    onDragStart: (event) => {
      lastOver.current = event.active.id;
      return announcements.onDragStart(event);
    },
    onDragOver: (event) => {
      const over = event.over?.id ?? null;
      if (over === lastOver.current) return undefined;
      lastOver.current = over;
      return announcements.onDragOver(event);
    },
  };
}
