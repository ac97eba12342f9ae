/**
 * Demo backend of the kanban board.
 *   GET    /kanban/board                               -> {columns: [{id, title, cards}], members}
 *   POST   /kanban/columns          {title}            -> 201 {column}
 *   PUT    /kanban/columns/order    {ids}              -> the board, columns in that order (every id once)
 *   PATCH  /kanban/columns/:id      {title}            -> {column}; 404 for an unknown id
 *   DELETE /kanban/columns/:id                         -> the board; the column's cards go with it; 404
 *   POST   /kanban/cards            {columnId, title}  -> 201 {card, columnId}, added at the column's end
 *   PATCH  /kanban/cards/:id        {title?, description?, labels?, assignees?, dueDate?} -> {card, columnId}
 *   DELETE /kanban/cards/:id                           -> the board; 404 for an unknown id
 *   POST   /kanban/cards/:id/move   {columnId, index}  -> the board, the card at `index` of that column
 *          (0 = top; at most the column's length without the card)
 * Labels are one of feature, bug, design, research, docs, urgent; assignees are ids of the board's
 * members; due dates are `YYYY-MM-DD` or null. An unknown column or card id answers 404.
 * Every endpoint needs read Kanban, what the kanban screen's route needs (403 otherwise).
 * Seeded column titles and cards' titles and descriptions come in the reader's language
 * (Accept-Language, mocks/locale.ts) until a user changes them; then they stay as typed.
 */
import { http, HttpResponse } from 'msw';
import {
  kanbanCardPatchSchema,
  kanbanColumnBodySchema,
  kanbanColumnOrderSchema,
  kanbanMoveSchema,
  kanbanNewCardSchema,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumn,
} from '@/features/kanban/types';
import type { Locale } from '@/config/theme';
import { collection } from '../db';
import { columnSeeds, kanbanMembers } from '../data/kanban';
import { kanbanAr } from '../data/kanban-ar';
import { kanbanFr } from '../data/kanban-fr';
import { api, badRequest, notFound, parseBody, requireAbility } from '../http';
import { localeOf, translatedSeed } from '../locale';

/** A column as stored: its cards by id, in order. */
export interface StoredColumn {
  id: string;
  title: string;
  cardIds: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
function dayOf(offset: number, now: Date): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function seedKanban(now = new Date()): { columns: StoredColumn[]; cards: KanbanCard[] } {
  const cards: KanbanCard[] = [];
  const columns = columnSeeds.map((seed, c) => ({
    id: `col-${c + 1}`,
    title: seed.title,
    cardIds: seed.cards.map((card) => {
      const id = `card-${cards.length + 1}`;
      cards.push({
        id,
        title: card.title,
        description: card.description ?? '',
        labels: card.labels,
        assignees: card.assignees,
        dueDate: card.due === null ? null : dayOf(card.due, now),
        comments: card.comments ?? 0,
        attachments: card.attachments ?? 0,
      });
      return id;
    }),
  }));
  return { columns, cards };
}

export const columnsTable = collection<StoredColumn>('kanban-columns', () => seedKanban().columns);
export const cardsTable = collection<KanbanCard>('kanban-cards', () => seedKanban().cards);

const seed = seedKanban();
const seedColumns = new Map(seed.columns.map(({ id, title }) => [id, { title }]));
const seedTitles = new Map(seed.cards.map(({ id, title }) => [id, { title }]));
const seedDescriptions = new Map(seed.cards.map(({ id, description }) => [id, { description }]));
const columnTexts = { fr: kanbanFr.columns, ar: kanbanAr.columns };
const titleTexts = { fr: kanbanFr.cards, ar: kanbanAr.cards };
const descriptionTexts = { fr: kanbanFr.descriptions, ar: kanbanAr.descriptions };

/** A stored card with its seed title and description in `locale`. */
function cardIn(card: KanbanCard, locale: Locale): KanbanCard {
  const titled = translatedSeed(card, seedTitles.get(card.id), card.id, locale, titleTexts);
  return translatedSeed(titled, seedDescriptions.get(card.id), card.id, locale, descriptionTexts);
}

function columnOut(column: StoredColumn, cards: Map<string, KanbanCard>, locale: Locale): KanbanColumn {
  const list = column.cardIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [cardIn(card, locale)] : [];
  });
  const { title } = translatedSeed(column, seedColumns.get(column.id), column.id, locale, columnTexts);
  return { id: column.id, title, cards: list };
}

const cardsById = () => new Map(cardsTable.all().map((card) => [card.id, card]));

function board(locale: Locale): KanbanBoard {
  const cards = cardsById();
  return { columns: columnsTable.all().map((column) => columnOut(column, cards, locale)), members: kanbanMembers };
}

const holderOf = (cardId: string) => columnsTable.all().find((c) => c.cardIds.includes(cardId));

const memberIds = new Set(kanbanMembers.map((m) => m.id));
const cardPatch = kanbanCardPatchSchema((id) => memberIds.has(id));

export const handlers = [
  http.get(api('kanban/board'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    return user instanceof Response ? user : HttpResponse.json(board(localeOf(request)));
  }),

  http.post(api('kanban/columns'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(kanbanColumnBodySchema, request);
    if (body instanceof Response) return body;
    const { title } = body;
    const column = columnsTable.insert({ id: `col-${columnsTable.nextId()}`, title, cardIds: [] });
    return HttpResponse.json({ column: columnOut(column, new Map(), localeOf(request)) }, { status: 201 });
  }),

  http.put(api('kanban/columns/order'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(kanbanColumnOrderSchema, request);
    if (body instanceof Response) return body;
    const { ids } = body;
    const columns = columnsTable.all();
    const same = ids.length === columns.length && new Set(ids).size === ids.length;
    if (!same || !columns.every((c) => ids.includes(c.id))) {
      return badRequest('Invalid body: ids: list every column once', { ids: ['List every column once'] });
    }
    columnsTable.replaceAll(ids.map((id) => columns.find((c) => c.id === id)!));
    return HttpResponse.json(board(localeOf(request)));
  }),

  http.patch(api('kanban/columns/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(kanbanColumnBodySchema, request);
    if (body instanceof Response) return body;
    const { title } = body;
    const column = columnsTable.update(String(params.id), { title });
    if (!column) return notFound(`Column ${String(params.id)}`);
    return HttpResponse.json({ column: columnOut(column, cardsById(), localeOf(request)) });
  }),

  http.delete(api('kanban/columns/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const column = columnsTable.find(String(params.id));
    if (!column) return notFound(`Column ${String(params.id)}`);
    column.cardIds.forEach((id) => cardsTable.remove(id));
    columnsTable.remove(column.id);
    return HttpResponse.json(board(localeOf(request)));
  }),

  http.post(api('kanban/cards'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(kanbanNewCardSchema, request);
    if (body instanceof Response) return body;
    const { columnId, title } = body;
    const column = columnsTable.find(columnId);
    if (!column) return notFound(`Column ${columnId}`);
    const card = cardsTable.insert({
      id: `card-${cardsTable.nextId()}`,
      title,
      description: '',
      labels: [],
      assignees: [],
      dueDate: null,
      comments: 0,
      attachments: 0,
    });
    columnsTable.update(column.id, { cardIds: [...column.cardIds, card.id] });
    return HttpResponse.json({ card: cardIn(card, localeOf(request)), columnId }, { status: 201 });
  }),

  http.patch(api('kanban/cards/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(cardPatch, request);
    if (body instanceof Response) return body;
    const id = String(params.id);
    const defined = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const card = cardsTable.update(id, defined);
    const column = holderOf(id);
    if (!card || !column) return notFound(`Card ${id}`);
    return HttpResponse.json({ card: cardIn(card, localeOf(request)), columnId: column.id });
  }),

  http.delete(api('kanban/cards/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const id = String(params.id);
    const column = holderOf(id);
    if (!column || !cardsTable.remove(id)) return notFound(`Card ${id}`);
    columnsTable.update(column.id, { cardIds: column.cardIds.filter((c) => c !== id) });
    return HttpResponse.json(board(localeOf(request)));
  }),

  http.post(api('kanban/cards/:id/move'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Kanban');
    if (user instanceof Response) return user;
    const body = await parseBody(kanbanMoveSchema, request);
    if (body instanceof Response) return body;
    const { columnId, index } = body;
    const id = String(params.id);
    const from = holderOf(id);
    if (!from || !cardsTable.find(id)) return notFound(`Card ${id}`);
    const to = columnsTable.find(columnId);
    if (!to) return notFound(`Column ${columnId}`);
    const rest = to.cardIds.filter((c) => c !== id);
    if (index > rest.length) {
      const message = `index must be at most ${rest.length}`;
      return badRequest(`Invalid body: index: ${message}`, { index: [message] });
    }
    if (from.id !== to.id) columnsTable.update(from.id, { cardIds: from.cardIds.filter((c) => c !== id) });
    columnsTable.update(to.id, { cardIds: [...rest.slice(0, index), id, ...rest.slice(index)] });
    return HttpResponse.json(board(localeOf(request)));
  }),
];
