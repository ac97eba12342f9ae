import { MeasuringStrategy, type MeasuringConfiguration } from '@dnd-kit/core';
import { useAfterPaint } from './use-after-paint';

const beforeDrag: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};

/**
 * The `measuring` of a DndContext whose drop targets are measured before a drag starts, not once
 * it has: with dnd-kit's default the first arrow key pressed right after Space picks an item up can
 * arrive before the list is measured, and it moves nothing. Fine for lists of a few dozen rows
 * (every render measures them).
 *
 * Not on the first render, though: measuring then reads the layout of markup the browser has not
 * laid out yet, which forces that layout inside the task that inserts it (on the kanban board, a
 * third of the task). Once the list is on screen the same reads cost next to nothing, and no drag
 * can have started before the list was painted.
 */
export function useMeasureBeforeDrag(): MeasuringConfiguration | undefined {
  return useAfterPaint() ? beforeDrag : undefined;
}
