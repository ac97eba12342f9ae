/**
 * Only the grip moves a row, so the rest of it (here a checkbox) keeps working normally. The grip
 * is a real button named after its row, operable by keyboard like any sortable item.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useDragAnnouncements } from '@/hooks/use-drag-announcements';
import { useMeasureBeforeDrag } from '@/hooks/use-measure-before-drag';

// Each step's label is `sortable.demo.handle.steps.<id>` in the locale files.
const initialSteps = [
  { id: 'brief', done: true },
  { id: 'draft', done: true },
  { id: 'review', done: false },
  { id: 'build', done: false },
  { id: 'ship', done: false },
];
type Step = (typeof initialSteps)[number];

function StepRow({ step, onToggle }: { step: Step; onToggle: (done: boolean) => void }) {
  const { t } = useTranslation('ui-extensions');
  const label = t(`sortable.demo.handle.steps.${step.id}`);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: step.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex items-center gap-2 rounded-md border bg-card py-1.5 ps-1 pe-3',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="flex size-8 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/40"
        {...attributes}
        {...listeners}
        aria-label={t('sortable.demo.handle.move', { label })}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <label className="flex flex-1 items-center gap-3 text-sm">
        <Checkbox checked={step.done} onChange={(event) => onToggle(event.target.checked)} />
        <span className={cn(step.done && 'text-muted-foreground line-through')}>{label}</span>
      </label>
    </li>
  );
}

export function SortableHandle() {
  const { t } = useTranslation('ui-extensions');
  const [steps, setSteps] = useState(initialSteps);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => t(`sortable.demo.handle.steps.${id}`);
  const positionOf = (id: string | number) => steps.findIndex((s) => s.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setSteps((list) =>
      arrayMove(
        list,
        list.findIndex((s) => s.id === active.id),
        list.findIndex((s) => s.id === over.id),
      ),
    );
  };

  const announcements = useDragAnnouncements({
    onDragStart: ({ active }) =>
      t('sortable.demo.handle.start', { label: labelOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.demo.handle.over', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sortable.demo.handle.end', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) =>
      t('sortable.demo.handle.cancel', { label: labelOf(active.id), position: positionOf(active.id) }),
  });
  const measured = useMeasureBeforeDrag({ onDragEnd });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      {...measured}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('sortable.demo.handle.instructions'),
        },
      }}
    >
      <SortableContext items={steps} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('sortable.demo.handle.label')} className="flex max-w-md flex-col gap-2">
          {steps.map((step) => (
            <StepRow
              key={step.id}
              step={step}
              onToggle={(done) => setSteps((list) => list.map((s) => (s.id === step.id ? { ...s, done } : s)))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
