import { MeasuringStrategy, type DndContextProps, type MeasuringConfiguration } from '@dnd-kit/core';
import { useEffect, useState } from 'react';
import { afterNextPaint, useAfterPaint } from './use-after-paint';

const beforeDrag: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};

type EndHandlers = Pick<DndContextProps, 'onDragEnd' | 'onDragCancel'>;

/**
 * The `measuring`, `onDragEnd` and `onDragCancel` of a DndContext whose drop targets are measured
 * before a drag starts, not once it has: with dnd-kit's default the first arrow key pressed right
 * after Space picks an item up can arrive before the list is measured, and it moves nothing. Fine for
 * lists of a few dozen rows (every render measures them). Spread the result on the DndContext; the
 * handlers given are called as they are.
 *
 * Not on the first render, though: measuring then reads the layout of markup the browser has not
 * laid out yet, which forces that layout inside the task that inserts it (on the kanban board, a
 * third of the task). Once the list is on screen the same reads cost next to nothing, and no drag
 * can have started before the list was painted.
 *
 * Nor in the render that ends a drag: there dnd-kit would measure every target while rendering the
 * drop, forcing a layout of the page as it was before it (on the kanban board at a 4x slower CPU,
 * 40-110 ms of the drop). The drop paints first; the targets are measured after it.
 */
export function useMeasureBeforeDrag(handlers: EndHandlers = {}): EndHandlers & { measuring?: MeasuringConfiguration } {
  const painted = useAfterPaint();
  const [ended, setEnded] = useState(false);
  useEffect(() => (ended ? afterNextPaint(() => setEnded(false)) : undefined), [ended]);
  return {
    measuring: painted && !ended ? beforeDrag : undefined,
    onDragEnd: (event) => {
      setEnded(true);
      handlers.onDragEnd?.(event);
    },
    onDragCancel: (event) => {
      setEnded(true);
      handlers.onDragCancel?.(event);
    },
  };
}
