/**
 * Two lists that share their items: drag a task to the other column, or move it there by keyboard
 * (Space, then the arrow keys across and along the columns). An empty column still takes a drop.
 */
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDragAnnouncements } from '@/hooks/use-drag-announcements';
import { useMeasureBeforeDrag } from '@/hooks/use-measure-before-drag';

type Column = 'todo' | 'done';
// Column and task names are `sortable.demo.shared.columns.<id>` and `sortable.demo.shared.tasks.<id>`.
type Board = Record<Column, { id: string }[]>;

const columns: Column[] = ['todo', 'done'];

const initialBoard: Board = {
  todo: [{ id: 'notes' }, { id: 'pricing' }, { id: 'survey' }],
  done: [{ id: 'login' }, { id: 'faq' }],
};

function Task({ id }: { id: string }) {
  const { t } = useTranslation('ui-extensions');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 opacity-70')}
    >
      <div
        className="cursor-grab touch-none rounded-md border bg-card px-3 py-2.5 text-sm outline-none focus-visible:ring-3 focus-visible:ring-primary/40"
        {...attributes}
        {...listeners}
      >
        {t(`sortable.demo.shared.tasks.${id}`)}
      </div>
    </li>
  );
}

function TaskColumn({ id, tasks }: { id: Column; tasks: Board[Column] }) {
  const { t } = useTranslation('ui-extensions');
  const { setNodeRef } = useDroppable({ id });
  const title = t(`sortable.demo.shared.columns.${id}`);
  return (
    <section aria-label={title} className="flex min-w-0 flex-1 flex-col gap-3 rounded-lg bg-muted/50 p-3">
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({tasks.length})</span>
      </h3>
      <SortableContext id={id} items={tasks} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-24 flex-col gap-2">
          {tasks.map((task) => (
            <Task key={task.id} {...task} />
          ))}
        </ul>
      </SortableContext>
    </section>
  );
}

export function SortableShared() {
  const { t } = useTranslation('ui-extensions');
  const [board, setBoard] = useState(initialBoard);
  // The board as it was when the drag began: Escape puts a task back even after it changed column.
  const before = useRef<Board | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const columnOf = (id: UniqueIdentifier): Column | undefined =>
    id === 'todo' || id === 'done' ? id : columns.find((column) => board[column].some((task) => task.id === id));
  const titleOf = (id: UniqueIdentifier) => t(`sortable.demo.shared.tasks.${id}`);
  const placeOf = (id: UniqueIdentifier) => {
    const column = columnOf(id);
    if (!column) return '';
    const name = t(`sortable.demo.shared.columns.${column}`);
    const index = board[column].findIndex((task) => task.id === id);
    return index < 0
      ? t('sortable.demo.shared.in', { column: name })
      : t('sortable.demo.shared.at', { column: name, position: index + 1, total: board[column].length });
  };
  const announcements = useDragAnnouncements({
    onDragStart: ({ active }) =>
      t('sortable.demo.shared.start', { title: titleOf(active.id), place: placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.demo.shared.over', { title: titleOf(active.id), place: placeOf(active.id) }) : undefined,
    onDragEnd: ({ active }) => t('sortable.demo.shared.end', { title: titleOf(active.id), place: placeOf(active.id) }),
    onDragCancel: ({ active }) => t('sortable.demo.shared.cancel', { title: titleOf(active.id) }),
  });

  // Crossing into the other column moves the task there at once, so the list opens a gap for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(active.id);
    const to = columnOf(over.id);
    if (!from || !to || from === to) return;
    setBoard((current) => {
      const task = current[from].find((t) => t.id === active.id);
      if (!task) return current;
      const overIndex = current[to].findIndex((t) => t.id === over.id);
      const index = overIndex < 0 ? current[to].length : overIndex;
      return {
        ...current,
        [from]: current[from].filter((t) => t.id !== active.id),
        [to]: [...current[to].slice(0, index), task, ...current[to].slice(index)],
      };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const column = over ? columnOf(over.id) : undefined;
    if (!over || !column || column !== columnOf(active.id)) return;
    setBoard((current) => {
      const from = current[column].findIndex((t) => t.id === active.id);
      const to = current[column].findIndex((t) => t.id === over.id);
      return to < 0 || from === to ? current : { ...current, [column]: arrayMove(current[column], from, to) };
    });
  };

  const measured = useMeasureBeforeDrag({ onDragEnd, onDragCancel: () => before.current && setBoard(before.current) });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => (before.current = board)}
      onDragOver={onDragOver}
      {...measured}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('sortable.demo.shared.instructions'),
        },
      }}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {columns.map((column) => (
          <TaskColumn key={column} id={column} tasks={board[column]} />
        ))}
      </div>
    </DndContext>
  );
}
