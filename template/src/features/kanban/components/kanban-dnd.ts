/**
 * How drags find their target on the board. A column is both a sortable (to reorder columns) and
 * the drop target of cards (an empty column takes a card), so each drag looks only at what it may
 * land on: a column at other columns; a card at other cards, and at columns with no card to aim at.
 * The same filter serves the pointer (collision detection) and the keyboard (arrow keys step to the
 * nearest such target in that direction, which is also the visual direction in RTL).
 */
import {
  closestCorners,
  type Active,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export type DragData = { type: 'card'; columnId: string } | { type: 'column'; empty: boolean };

const dataOf = (item: { data: { current?: unknown } } | null | undefined) => item?.data.current as DragData | undefined;

function targetFor(active: Active | null) {
  const moving = dataOf(active)?.type;
  return (entry: DroppableContainer) => {
    // The dragged item itself stays a target: over its own place means "no move", as sortables expect.
    if (entry.id === active?.id) return true;
    const data = dataOf(entry);
    if (!data) return false;
    if (moving === 'column') return data.type === 'column';
    return data.type === 'card' || data.empty;
  };
}

export const kanbanCollisions: CollisionDetection = (args) =>
  closestCorners({ ...args, droppableContainers: args.droppableContainers.filter(targetFor(args.active)) });

export const kanbanKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const all = context.droppableContainers;
  const keep = targetFor(context.active);
  // sortableKeyboardCoordinates reads the containers through getEnabled() and get() only.
  const view = { getEnabled: () => all.getEnabled().filter(keep), get: (id) => all.get(id) } as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers: view } });
};
