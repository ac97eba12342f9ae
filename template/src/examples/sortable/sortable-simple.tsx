/**
 * A list sorted by drag and drop or by keyboard (dnd-kit): focus a row, Space picks it up, the
 * arrow keys move it, Space drops it and Escape cancels. Each step is announced to screen readers.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { useDragAnnouncements } from '@/hooks/use-drag-announcements';
import { useMeasureBeforeDrag } from '@/hooks/use-measure-before-drag';

interface Person {
  id: string;
  name: string;
  /** Key of the team's name under `sortable.demo.teams`. */
  team: string;
}

const team: Person[] = [
  { id: 'nora', name: 'Nora Kim', team: 'design' },
  { id: 'sam', name: 'Sam Patel', team: 'engineering' },
  { id: 'lea', name: 'Lea Fischer', team: 'marketing' },
  { id: 'omar', name: 'Omar Haddad', team: 'sales' },
  { id: 'ines', name: 'Ines Costa', team: 'support' },
];

function PersonRow({ person }: { person: Person }) {
  const { t } = useTranslation('ui-extensions');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: person.id });
  return (
    // The row stays a list item; the part inside it is the focusable, draggable control.
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <div
        className={cn(
          'flex cursor-grab touch-none items-center gap-3 rounded-md border bg-card px-3 py-2 outline-none focus-visible:ring-3 focus-visible:ring-primary/40',
          isDragging && 'cursor-grabbing shadow-lg',
        )}
        {...attributes}
        {...listeners}
      >
        <Avatar alt={person.name} size="sm" />
        <span className="flex flex-col">
          <span className="text-sm font-medium">{person.name}</span>
          <span className="text-xs text-muted-foreground">{t(`sortable.demo.teams.${person.team}`)}</span>
        </span>
      </div>
    </li>
  );
}

export function SortableSimple() {
  const { t } = useTranslation('ui-extensions');
  const [people, setPeople] = useState(team);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => people.find((p) => p.id === id)?.name ?? String(id);
  const positionOf = (id: UniqueIdentifier) => people.findIndex((p) => p.id === id) + 1;
  const total = people.length;
  const announcements = useDragAnnouncements({
    onDragStart: ({ active }) =>
      t('sortable.demo.simple.start', { name: nameOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.demo.simple.over', { name: nameOf(active.id), position: positionOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.demo.simple.end', { name: nameOf(active.id), position: positionOf(over.id), total })
        : undefined,
    onDragCancel: ({ active }) =>
      t('sortable.demo.simple.cancel', { name: nameOf(active.id), position: positionOf(active.id) }),
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setPeople((list) =>
      arrayMove(
        list,
        list.findIndex((p) => p.id === active.id),
        list.findIndex((p) => p.id === over.id),
      ),
    );
  };

  const measured = useMeasureBeforeDrag({ onDragEnd });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      {...measured}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('sortable.demo.simple.instructions'),
        },
      }}
    >
      <SortableContext items={people} strategy={verticalListSortingStrategy}>
        <ul aria-label={t('sortable.demo.simple.label')} className="flex max-w-sm flex-col gap-2">
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
