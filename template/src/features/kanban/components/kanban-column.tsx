import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Plus } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { KanbanCard as Card, KanbanColumn as Column, KanbanMember } from '../types';
import { KanbanCard } from './kanban-card';
import { KanbanColumnHeader } from './kanban-column-header';
import { columnWidth } from './kanban-skeleton';
import type { DragData } from './kanban-dnd';
import { KanbanTitleForm } from './kanban-title-form';

export interface KanbanColumnProps {
  column: Column;
  members: ReadonlyMap<string, KanbanMember>;
  /** Which of the column's forms is saving. */
  saving: 'rename' | 'card' | null;
  /**
   * The handlers are best kept the same from render to render: a drag draws every column again, and
   * their header, quick add and cards' faces are memoised on them.
   */
  onOpenCard: (card: Card) => void;
  onRename: (column: Column, title: string, done: () => void) => void;
  onDelete: (column: Column) => void;
  onAddCard: (column: Column, title: string, done: () => void) => void;
}

/**
 * A column: its header, its cards in order (a drop target even when empty), and the quick add at its
 * foot. Memoised like its cards: the board re-renders for a save's progress without changing them.
 */
export const KanbanColumn = memo(function KanbanColumn({
  column,
  members,
  saving,
  onOpenCard,
  onRename,
  onDelete,
  onAddCard,
}: KanbanColumnProps) {
  const { t } = useTranslation('kanban');
  const data: DragData = { type: 'column', empty: column.cards.length === 0 };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: column.id,
    data,
  });
  const handle = useMemo(
    () => ({ ref: setActivatorNodeRef, ...attributes, ...listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      aria-labelledby={`${column.id}-title`}
      data-testid="kanban-column"
      className={cn(
        'flex h-full shrink-0 snap-start flex-col rounded-xl bg-muted/60',
        columnWidth,
        isDragging && 'z-10 opacity-60',
      )}
    >
      <KanbanColumnHeader
        column={column}
        saving={saving === 'rename'}
        onRename={onRename}
        onDelete={onDelete}
        handle={handle}
      />
      <SortableContext id={column.id} items={column.cards} strategy={verticalListSortingStrategy}>
        <ul className="flex min-h-16 flex-1 flex-col gap-2.5 overflow-y-auto px-3 pt-1 pb-3">
          {column.cards.map((card) => (
            <KanbanCard key={card.id} card={card} columnId={column.id} members={members} onOpen={onOpenCard} />
          ))}
          {column.cards.length === 0 && (
            <li className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
              {t('column.noCards')}
            </li>
          )}
        </ul>
      </SortableContext>
      <QuickAddCard column={column} saving={saving === 'card'} onAddCard={onAddCard} />
    </section>
  );
});

/** "Add a card" at a column's foot, opening a one-field form in its place. */
const QuickAddCard = memo(function QuickAddCard({
  column,
  saving,
  onAddCard,
}: Pick<KanbanColumnProps, 'column' | 'onAddCard'> & { saving: boolean }) {
  const { t } = useTranslation('kanban');
  const [adding, setAdding] = useState(false);
  return (
    <div className="p-3 pt-0">
      {adding ? (
        <KanbanTitleForm
          kind="card"
          label={t('card.title')}
          submitLabel={t('card.add')}
          saving={saving}
          onSubmit={(title) => onAddCard(column, title, () => setAdding(false))}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="text"
          color="secondary"
          size="sm"
          className="w-full justify-start"
          onClick={() => setAdding(true)}
          aria-label={t('card.addTo', { title: column.title })}
        >
          <Plus aria-hidden />
          {t('card.add')}
        </Button>
      )}
    </div>
  );
});
