/**
 * The board's drag state: while a card or column is dragged the board shows a draft that follows
 * it (a card crossing into another column moves there at once, so that column opens a gap). On drop
 * the move is handed to `onMoveCard` / `onReorder`, and the draft stays on screen until the caller's
 * save settles (`settle()`), so the dropped card never flickers back while the server answers.
 * Announcements read the latest draft through a ref (set with the draft, which every drag starts):
 * dnd-kit asks for them before React re-renders.
 */
import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { moveCardIn, placeOfCard } from '../board-moves';
import type { KanbanColumn } from '../types';
import type { DragData } from './kanban-dnd';

export interface KanbanDragOptions {
  /** Saves a card's new place; the board shows the server's answer (or the old board) once it settles. */
  onMoveCard: (move: { cardId: string; columnId: string; index: number }) => Promise<unknown>;
  /** Saves the columns' new order, likewise. */
  onReorder: (ids: string[]) => Promise<unknown>;
}

const typeOf = (item: { data: { current?: unknown } } | null) => (item?.data.current as DragData | undefined)?.type;

export function useKanbanDrag(saved: readonly KanbanColumn[], { onMoveCard, onReorder }: KanbanDragOptions) {
  const [draft, setDraftState] = useState<KanbanColumn[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const latest = useRef<readonly KanbanColumn[]>(saved);
  const before = useRef<readonly KanbanColumn[]>(saved);
  const columns = draft ?? saved;

  // Bumped by every drag: a save that settles after another drag began leaves that drag's draft alone.
  const generation = useRef(0);

  const setDraft = (next: KanbanColumn[] | null) => {
    latest.current = next ?? saved;
    setDraftState(next);
  };
  const saveThen = (save: Promise<unknown>) => {
    const mine = generation.current;
    const settle = () => mine === generation.current && setDraft(null);
    save.then(settle, settle);
  };

  /** Column and index a drop on `overId` means, in the latest draft. */
  const targetOf = (overId: UniqueIdentifier) => {
    const id = String(overId);
    const place = placeOfCard({ columns: [...latest.current] }, id);
    if (place) return { columnId: place.column.id, index: place.index };
    const column = latest.current.find((c) => c.id === id);
    return column ? { columnId: column.id, index: column.cards.length } : undefined;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    generation.current += 1;
    before.current = columns;
    setActiveId(String(active.id));
    setDraft([...columns]);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || typeOf(active) !== 'card') return;
    const from = placeOfCard({ columns: [...latest.current] }, String(active.id));
    const to = targetOf(over.id);
    if (!from || !to || from.column.id === to.columnId) return;
    setDraft(moveCardIn({ columns: [...latest.current] }, String(active.id), to.columnId, to.index).columns);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const id = String(active.id);
    if (typeOf(active) === 'column') {
      const ids = latest.current.map((c) => c.id);
      const from = ids.indexOf(id);
      const to = over ? ids.indexOf(String(over.id)) : -1;
      if (to < 0 || from === to) return setDraft(null);
      const next = arrayMove([...latest.current], from, to);
      setDraft(next);
      return saveThen(onReorder(next.map((c) => c.id)));
    }
    const to = over ? targetOf(over.id) : undefined;
    const now = to && moveCardIn({ columns: [...latest.current] }, id, to.columnId, to.index).columns;
    const start = placeOfCard({ columns: [...before.current] }, id);
    const end = now && placeOfCard({ columns: now }, id);
    if (!now || !end || (start && start.column.id === end.column.id && start.index === end.index)) {
      return setDraft(null);
    }
    setDraft(now);
    saveThen(onMoveCard({ cardId: id, columnId: end.column.id, index: end.index }));
  };

  return {
    columns,
    activeId,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel: () => (setActiveId(null), setDraft(null)) },
    /** Place of a card or column in the latest draft, for announcements. */
    latest: () => latest.current,
  };
}

export type AnnouncementTexts = (key: string, values: Record<string, string | number>) => string;

/**
 * Screen-reader messages for card and column moves, from the latest draft. While a card is over
 * another of its own column it will land in that card's place; once it crossed into a column (or was
 * dropped) the draft already holds it where it goes.
 */
export function kanbanAnnouncements(latest: () => readonly KanbanColumn[], text: AnnouncementTexts): Announcements {
  type Moment = 'picked' | 'over' | 'dropped' | 'cancelled';
  const columnPlace = (moment: Moment, id: string, overId: string | undefined) => {
    const columns = latest();
    const over = moment === 'over' && overId !== undefined ? columns.findIndex((c) => c.id === overId) : -1;
    const index = over < 0 ? columns.findIndex((c) => c.id === id) : over;
    return { title: columns.find((c) => c.id === id)?.title ?? id, position: index + 1, total: columns.length };
  };
  const cardPlace = (moment: Moment, id: string, overId: string | undefined) => {
    const board = { columns: [...latest()] };
    const home = placeOfCard(board, id);
    if (!home) return { title: id, column: '', position: 0, total: 0 };
    const over = moment === 'over' && overId !== undefined && overId !== id ? placeOfCard(board, overId) : undefined;
    const index = over && over.column.id === home.column.id ? over.index : home.index;
    const title = home.column.cards[home.index]?.title ?? id;
    return { title, column: home.column.title, position: index + 1, total: home.column.cards.length };
  };
  const say = (moment: Moment, active: DragStartEvent['active'], overId?: UniqueIdentifier) => {
    const id = String(active.id);
    const over = overId === undefined ? undefined : String(overId);
    return typeOf(active) === 'column'
      ? text(`dnd.${moment}Column`, columnPlace(moment, id, over))
      : text(`dnd.${moment}Card`, cardPlace(moment, id, over));
  };
  return {
    onDragStart: ({ active }) => say('picked', active),
    onDragOver: ({ active, over }) => (over ? say('over', active, over.id) : undefined),
    onDragEnd: ({ active, over }) => say(over ? 'dropped' : 'cancelled', active, over?.id),
    onDragCancel: ({ active }) => say('cancelled', active),
  };
}
