import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDragAnnouncements } from '@/hooks/use-drag-announcements';
import { cn } from '@/lib/cn';
import { useMeasureBeforeDrag } from '@/hooks/use-measure-before-drag';
import { useStableHandlers } from '@/hooks/use-stable-handlers';
import type { KanbanBoard, KanbanCard as Card, KanbanColumn as Column } from '../types';
import { cardClasses, KanbanCardBody } from './kanban-card';
import { KanbanColumn, type KanbanColumnProps } from './kanban-column';
import { kanbanCollisions, kanbanKeyboardCoordinates } from './kanban-dnd';
import { boardHeight } from './kanban-skeleton';
import { kanbanAnnouncements, useKanbanDrag, type KanbanDragOptions } from './use-kanban-drag';

export interface KanbanColumnsProps extends KanbanDragOptions {
  board: KanbanBoard;
  /** The column whose form is saving, and which one. */
  saving: { columnId: string; what: 'rename' | 'card' } | null;
  onOpenCard: (card: Card) => void;
  onRename: (column: Column, title: string, done: () => void) => void;
  onDelete: (column: Column) => void;
  onAddCard: (column: Column, title: string, done: () => void) => void;
  /** The "Add column" tile at the end of the row. */
  addColumn: ReactNode;
}

/**
 * How close to the board's left or right edge the pointer must be for the board to scroll while a
 * card or column is dragged. dnd-kit takes it as a share of the board's width (20% by default): on
 * a wide board that is a band of 200 px, wider than half a column, so a card aimed at the last
 * column in view set the board scrolling under it and landed one column further on.
 */
const edgeBandPx = 64;

/**
 * The columns in a row that scrolls sideways (snapping to columns on a phone), with dnd-kit moving
 * cards (mouse, a long press on touch, or Space and the arrow keys on a card's handle) and columns
 * (by their handle). A card that is dragged is drawn in an overlay, above the columns' own scrolling.
 */
export function KanbanColumns({ board, saving, addColumn, ...props }: KanbanColumnsProps) {
  const { t } = useTranslation('kanban');
  const drag = useKanbanDrag(board.columns, props);
  const members = useMemo(() => new Map(board.members.map((m) => [m.id, m])), [board.members]);
  const droppedAt = useRef(0);
  const boardRef = useRef<HTMLDivElement>(null);
  const [edgeShare, setEdgeShare] = useState(0.2);
  // Handlers that stay the same while the board re-renders (they call the latest props), so a drag
  // does not draw the parts of a column and card memoised on them again.
  const handlers = useStableHandlers<Pick<KanbanColumnProps, 'onOpenCard' | 'onRename' | 'onDelete' | 'onAddCard'>>({
    // A click that ends a drag is not a request to open the card.
    onOpenCard: (card) => {
      if (performance.now() - droppedAt.current > 300) props.onOpenCard(card);
    },
    onRename: props.onRename,
    onDelete: props.onDelete,
    onAddCard: props.onAddCard,
  });
  const measured = useMeasureBeforeDrag({
    onDragEnd: (event) => {
      droppedAt.current = performance.now();
      drag.handlers.onDragEnd(event);
    },
    onDragCancel: drag.handlers.onDragCancel,
  });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A long press picks a card up on touch; a quick swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates }),
  );
  const announcements = useDragAnnouncements(kanbanAnnouncements(drag.latest, (key, values) => t(key, values)));
  const dragged = drag.columns.flatMap((c) => c.cards).find((card) => card.id === drag.activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      {...drag.handlers}
      onDragStart={(event) => {
        const width = boardRef.current?.clientWidth;
        if (width) setEdgeShare(Math.min(0.2, edgeBandPx / width));
        drag.handlers.onDragStart(event);
      }}
      {...measured}
      autoScroll={{ threshold: { x: edgeShare, y: 0.2 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <div
        ref={boardRef}
        role="group"
        aria-label={t('board')}
        className={cn('-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-2', boardHeight)}
      >
        <SortableContext items={drag.columns.map((c) => c.id)} strategy={horizontalListSortingStrategy}>
          {drag.columns.map((column) => (
            <KanbanColumn
              key={column.id}
              column={column}
              members={members}
              saving={saving?.columnId === column.id ? saving.what : null}
              {...handlers}
            />
          ))}
        </SortableContext>
        {addColumn}
      </div>
      <DragOverlay>
        {dragged ? (
          <div className={cn(cardClasses, 'cursor-grabbing shadow-lg')} aria-hidden>
            <KanbanCardBody card={dragged} members={members} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
