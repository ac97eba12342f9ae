import type { DraggableAttributes } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarClock, GripVertical, MessageSquare, Paperclip } from 'lucide-react';
import { memo, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate, formatList } from '@/lib/format';
import { localDate, startOfToday } from '@/lib/today';
import { labelTone } from '../labels';
import type { KanbanCard as Card, KanbanMember } from '../types';
import type { DragData } from './kanban-dnd';

export const cardClasses = 'relative flex flex-col gap-2.5 rounded-lg border bg-card p-3 shadow-xs';

export interface KanbanCardProps {
  card: Card;
  columnId: string;
  members: ReadonlyMap<string, KanbanMember>;
  /** Opens the card's sheet. */
  onOpen: (card: Card) => void;
}

/**
 * One card, sortable. Mouse and touch drag the whole card; the keyboard picks it up by its handle,
 * so Enter on the title (a button whose hit area covers the card) still opens the sheet. Memoised:
 * the board re-renders for a save's progress without changing the card.
 */
export const KanbanCard = memo(function KanbanCard({ card, columnId, members, onOpen }: KanbanCardProps) {
  const data: DragData = { type: 'card', columnId };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: card.id,
    data,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={cn(cardClasses, 'touch-manipulation', isDragging && 'opacity-40')}
      data-testid="kanban-card"
      {...listeners}
    >
      <CardFace card={card} members={members} onOpen={onOpen} handleRef={setActivatorNodeRef} handle={attributes} />
    </li>
  );
});

interface CardFaceProps extends Omit<KanbanCardProps, 'columnId'> {
  handleRef: (element: HTMLElement | null) => void;
  handle: DraggableAttributes;
}

/**
 * What is inside a card on the board, memoised apart from the card: dnd-kit draws every sortable
 * item again each time its context changes (twice before a drop is painted), while the face only
 * changes with the card, which a move keeps when it does not touch it.
 */
const CardFace = memo(function CardFace({ card, members, onOpen, handleRef, handle }: CardFaceProps) {
  const { t } = useTranslation('kanban');
  return (
    <>
      <KanbanCardBody
        card={card}
        members={members}
        title={
          <button
            type="button"
            onClick={() => onOpen(card)}
            className="cursor-pointer text-start outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-3 focus-visible:after:ring-primary/40"
          >
            {card.title}
          </button>
        }
      />
      <button
        type="button"
        ref={handleRef}
        {...handle}
        aria-label={t('card.move', { title: card.title })}
        className="absolute end-1.5 top-1.5 z-[1] inline-flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/40"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
    </>
  );
});

export interface KanbanCardBodyProps {
  card: Card;
  members: ReadonlyMap<string, KanbanMember>;
  /** The title as shown: a button on the board, plain text in the drag overlay. @default the card's title */
  title?: ReactNode;
}

/** What a card shows: labels, title, due date (overdue marked), counts and assignees. */
export function KanbanCardBody({ card, members, title = card.title }: KanbanCardBodyProps) {
  const { t } = useTranslation('kanban');
  const due = card.dueDate ? localDate(card.dueDate) : null;
  const overdue = due !== null && due < startOfToday();
  const people = card.assignees.flatMap((id) => members.get(id) ?? []);
  return (
    <>
      {card.labels.length > 0 && (
        <div className="flex flex-wrap gap-1.5 pe-8">
          {card.labels.map((label) => (
            <Badge key={label} color={labelTone[label]} size="sm">
              {t(`labels.${label}`)}
            </Badge>
          ))}
        </div>
      )}
      <h3 className="pe-8 text-sm leading-snug font-medium">{title}</h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted-foreground">
        {due && (
          <span
            className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-error-text')}
            data-overdue={overdue || undefined}
          >
            <CalendarClock aria-hidden className="size-3.5" />
            {t(overdue ? 'card.overdue' : 'card.due', { date: formatDate(due, { month: 'short', day: 'numeric' }) })}
          </span>
        )}
        <CardCount icon={MessageSquare} count={card.comments} text={t('card.comments', { count: card.comments })} />
        <CardCount
          icon={Paperclip}
          count={card.attachments}
          text={t('card.attachments', { count: card.attachments })}
        />
        {people.length > 0 && (
          <span className="ms-auto flex -space-x-2 rtl:space-x-reverse">
            <span className="sr-only">{t('card.assignees', { names: formatList(people.map((p) => p.name)) })}</span>
            {people.map((person) => (
              <Avatar
                key={person.id}
                src={person.avatar}
                alt=""
                fallback={person.name.slice(0, 1)}
                size="xs"
                className="ring-2 ring-card"
                title={person.name}
              />
            ))}
          </span>
        )}
      </div>
    </>
  );
}

/** A count with its icon (comments, attachments); said in words to screen readers, hidden at zero. */
function CardCount({
  icon: Icon,
  count,
  text,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count: number;
  text: string;
}) {
  if (count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1" title={text}>
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">{text}</span>
      <span aria-hidden>{count}</span>
    </span>
  );
}
