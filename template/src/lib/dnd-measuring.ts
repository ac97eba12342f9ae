import { MeasuringStrategy, type MeasuringConfiguration } from '@dnd-kit/core';

/**
 * Drop targets measured before a drag starts, not once it has: with dnd-kit's default the first
 * arrow key pressed right after Space picks an item up can arrive before the list is measured, and
 * it moves nothing. Fine for lists of a few dozen rows (every render measures them).
 */
export const measureBeforeDrag: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};
