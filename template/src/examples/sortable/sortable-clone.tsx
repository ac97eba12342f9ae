/**
 * Cloning: widgets dragged from the palette are copied into the dashboard, and the palette keeps
 * them. The dashboard list also sorts, and the remove buttons take a widget out again.
 */
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMeasureBeforeDrag } from '@/hooks/use-measure-before-drag';

// Each kind of widget is named by `sortable.demo.clone.widgets.<kind>` in the locale files.
const palette = ['revenue', 'orders', 'countries', 'activity'];
const itemClasses =
  'rounded-md border bg-card px-3 py-2.5 text-sm outline-none focus-visible:ring-3 focus-visible:ring-primary/40';

function PaletteItem({ kind }: { kind: string }) {
  const { t } = useTranslation('ui-extensions');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${kind}` });
  return (
    <li>
      <div
        ref={setNodeRef}
        className={cn(itemClasses, 'cursor-copy touch-none border-dashed', isDragging && 'opacity-50')}
        {...attributes}
        {...listeners}
      >
        {t(`sortable.demo.clone.widgets.${kind}`)}
      </div>
    </li>
  );
}

function Widget({ id, kind, onRemove }: { id: string; kind: string; onRemove: () => void }) {
  const { t } = useTranslation('ui-extensions');
  const name = t(`sortable.demo.clone.widgets.${kind}`);
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="flex items-center gap-1"
    >
      <div className={cn(itemClasses, 'flex-1 cursor-grab touch-none')} {...attributes} {...listeners}>
        {name}
      </div>
      <Button variant="ghost" size="icon-sm" aria-label={t('sortable.demo.clone.remove', { name })} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </li>
  );
}

export function SortableClone() {
  const { t } = useTranslation('ui-extensions');
  const [widgets, setWidgets] = useState([{ id: 'w1', kind: 'revenue' }]);
  const [dragged, setDragged] = useState<string | null>(null);
  const nextId = useRef(2);
  const { setNodeRef: setDashboardRef, isOver } = useDroppable({ id: 'dashboard' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const kindOf = (id: string | number) =>
    String(id).startsWith('palette:')
      ? String(id).slice('palette:'.length)
      : (widgets.find((w) => w.id === id)?.kind ?? String(id));
  const nameOf = (id: string | number) => t(`sortable.demo.clone.widgets.${kindOf(id)}`);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(nameOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const fromPalette = String(active.id).startsWith('palette:');
    if (fromPalette) {
      const index = widgets.findIndex((w) => w.id === over.id);
      const copy = { id: `w${nextId.current++}`, kind: kindOf(active.id) };
      setWidgets((list) => (index < 0 ? [...list, copy] : [...list.slice(0, index), copy, ...list.slice(index)]));
    } else if (active.id !== over.id) {
      setWidgets((list) =>
        arrayMove(
          list,
          list.findIndex((w) => w.id === active.id),
          list.findIndex((w) => w.id === over.id),
        ),
      );
    }
  };

  const measured = useMeasureBeforeDrag({ onDragEnd, onDragCancel: () => setDragged(null) });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      {...measured}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('sortable.demo.clone.start', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('sortable.demo.clone.over', {
                  name: nameOf(active.id),
                  target: over.id === 'dashboard' ? t('sortable.demo.clone.theDashboard') : nameOf(over.id),
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            t(over ? 'sortable.demo.clone.placed' : 'sortable.demo.clone.notPlaced', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('sortable.demo.clone.cancel', { name: nameOf(active.id) }),
        },
        screenReaderInstructions: {
          draggable: t('sortable.demo.clone.instructions'),
        },
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-label={t('sortable.demo.clone.palette')}
          className="flex flex-col gap-3 rounded-lg bg-muted/50 p-3"
        >
          <h3 className="text-sm font-semibold">{t('sortable.demo.clone.paletteTitle')}</h3>
          <ul className="flex flex-col gap-2">
            {palette.map((kind) => (
              <PaletteItem key={kind} kind={kind} />
            ))}
          </ul>
        </section>
        <section
          aria-label={t('sortable.demo.clone.dashboard')}
          className={cn(
            'flex flex-col gap-3 rounded-lg border-2 border-dashed p-3',
            isOver && 'border-primary-graphic',
          )}
        >
          <h3 className="text-sm font-semibold">
            {t('sortable.demo.clone.dashboard')} ({widgets.length})
          </h3>
          <SortableContext items={widgets} strategy={verticalListSortingStrategy}>
            <ul ref={setDashboardRef} className="flex min-h-24 flex-col gap-2">
              {widgets.map((widget) => (
                <Widget
                  key={widget.id}
                  {...widget}
                  onRemove={() => setWidgets((list) => list.filter((w) => w.id !== widget.id))}
                />
              ))}
            </ul>
          </SortableContext>
        </section>
      </div>
      {/* The copy that follows the pointer; the palette entry itself stays in place. */}
      <DragOverlay>{dragged && <div className={cn(itemClasses, 'shadow-lg')}>{dragged}</div>}</DragOverlay>
    </DndContext>
  );
}
