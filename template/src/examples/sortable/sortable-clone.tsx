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
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { measureBeforeDrag } from '@/lib/dnd-measuring';

const palette = ['Revenue chart', 'Orders table', 'Sales by country', 'Team activity'];
const itemClasses =
  'rounded-md border bg-card px-3 py-2.5 text-sm outline-none focus-visible:ring-3 focus-visible:ring-primary/40';

function PaletteItem({ name }: { name: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${name}` });
  return (
    <li>
      <div
        ref={setNodeRef}
        className={cn(itemClasses, 'cursor-copy touch-none border-dashed', isDragging && 'opacity-50')}
        {...attributes}
        {...listeners}
      >
        {name}
      </div>
    </li>
  );
}

function Widget({ id, name, onRemove }: { id: string; name: string; onRemove: () => void }) {
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
      <Button variant="ghost" size="icon-sm" aria-label={`Remove ${name}`} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </li>
  );
}

export function SortableClone() {
  const [widgets, setWidgets] = useState([{ id: 'w1', name: 'Revenue chart' }]);
  const [dragged, setDragged] = useState<string | null>(null);
  const nextId = useRef(2);
  const { setNodeRef: setDashboardRef, isOver } = useDroppable({ id: 'dashboard' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) =>
    String(id).startsWith('palette:')
      ? String(id).slice('palette:'.length)
      : (widgets.find((w) => w.id === id)?.name ?? String(id));

  const onDragStart = ({ active }: DragStartEvent) => setDragged(nameOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const fromPalette = String(active.id).startsWith('palette:');
    if (fromPalette) {
      const index = widgets.findIndex((w) => w.id === over.id);
      const copy = { id: `w${nextId.current++}`, name: nameOf(active.id) };
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

  return (
    <DndContext
      sensors={sensors}
      measuring={measureBeforeDrag}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over ${over.id === 'dashboard' ? 'the dashboard' : nameOf(over.id)}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} placed on the dashboard.` : `${nameOf(active.id)} was not placed.`,
          onDragCancel: ({ active }) => `Cancelled. ${nameOf(active.id)} was not placed.`,
        },
        screenReaderInstructions: {
          draggable:
            'Press Space to pick up the widget, the arrow keys to move it, Space again to drop, Escape to cancel.',
        },
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label="Widget palette" className="flex flex-col gap-3 rounded-lg bg-muted/50 p-3">
          <h3 className="text-sm font-semibold">Palette</h3>
          <ul className="flex flex-col gap-2">
            {palette.map((name) => (
              <PaletteItem key={name} name={name} />
            ))}
          </ul>
        </section>
        <section
          aria-label="Dashboard"
          className={cn(
            'flex flex-col gap-3 rounded-lg border-2 border-dashed p-3',
            isOver && 'border-primary-graphic',
          )}
        >
          <h3 className="text-sm font-semibold">Dashboard ({widgets.length})</h3>
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
