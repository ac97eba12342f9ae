/**
 * The contract's kanban endpoints. The check adds a column, renames it, puts the columns back in
 * the same order, adds a card to the column, edits and moves it, then deletes the card and the column:
 * the board ends as it began.
 */
import {
  boardAnswerSchema,
  kanbanCardPatchSchema,
  kanbanColumnBodySchema,
  kanbanColumnOrderSchema,
  kanbanMoveSchema,
  kanbanNewCardSchema,
  savedCardSchema,
  savedColumnSchema,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumn,
} from '@/features/kanban/types';
import type { AnswerOf, Endpoint } from '../types';

const column = (answerOf: AnswerOf) => answerOf<{ column: KanbanColumn }>('createColumn')?.column;
const card = (answerOf: AnswerOf) => answerOf<{ card: KanbanCard }>('createCard')?.card;
const columnPath = (answerOf: AnswerOf) => {
  const created = column(answerOf);
  return created && { path: { id: created.id } };
};
const cardPath = (answerOf: AnswerOf) => {
  const created = card(answerOf);
  return created && { path: { id: created.id } };
};

export const kanbanEndpoints: Endpoint[] = [
  {
    id: 'getBoard',
    method: 'get',
    path: '/kanban/board',
    tag: 'Kanban',
    summary: 'Columns in order, each with its cards in order, and the members',
    answer: boardAnswerSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [],
  },
  {
    id: 'createColumn',
    method: 'post',
    path: '/kanban/columns',
    tag: 'Kanban',
    summary: 'Add a column at the end',
    body: kanbanColumnBodySchema,
    answer: savedColumnSchema,
    status: 201,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400],
    sample: () => ({ body: { title: 'Contract check' } }),
  },
  {
    id: 'renameColumn',
    method: 'patch',
    path: '/kanban/columns/{id}',
    tag: 'Kanban',
    summary: 'Rename a column',
    body: kanbanColumnBodySchema,
    answer: savedColumnSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400, 404],
    sample: (answerOf) => {
      const path = columnPath(answerOf);
      return path && { ...path, body: { title: 'Contract check 2' } };
    },
  },
  {
    id: 'reorderColumns',
    method: 'put',
    path: '/kanban/columns/order',
    tag: 'Kanban',
    summary: 'Put the columns in a new order (every column id once); answers the board',
    body: kanbanColumnOrderSchema,
    answer: boardAnswerSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400],
    sample: (answerOf) => {
      const board = answerOf<KanbanBoard>('getBoard');
      const created = column(answerOf);
      return board && created && { body: { ids: [...board.columns.map((c) => c.id), created.id] } };
    },
  },
  {
    id: 'createCard',
    method: 'post',
    path: '/kanban/cards',
    tag: 'Kanban',
    summary: "Add a card at a column's end",
    body: kanbanNewCardSchema,
    answer: savedCardSchema,
    status: 201,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400, 404],
    sample: (answerOf) => {
      const created = column(answerOf);
      return created && { body: { columnId: created.id, title: 'Checked card' } };
    },
  },
  {
    id: 'updateCard',
    method: 'patch',
    path: '/kanban/cards/{id}',
    tag: 'Kanban',
    summary: "Change a card's title, description, labels, assignees (members' ids) or due date",
    body: kanbanCardPatchSchema(),
    answer: savedCardSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400, 404],
    sample: (answerOf) => {
      const path = cardPath(answerOf);
      return path && { ...path, body: { title: 'Checked card 2', labels: ['docs'], dueDate: null } };
    },
  },
  {
    id: 'moveCard',
    method: 'post',
    path: '/kanban/cards/{id}/move',
    tag: 'Kanban',
    summary: 'Move a card to `index` of a column (0 = top); answers the board',
    body: kanbanMoveSchema,
    answer: boardAnswerSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [400, 404],
    sample: (answerOf) => {
      const path = cardPath(answerOf);
      const created = column(answerOf);
      return path && created && { ...path, body: { columnId: created.id, index: 0 } };
    },
  },
  {
    id: 'deleteCard',
    method: 'delete',
    path: '/kanban/cards/{id}',
    tag: 'Kanban',
    summary: 'Delete a card; answers the board',
    answer: boardAnswerSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [404],
    sample: cardPath,
  },
  {
    id: 'deleteColumn',
    method: 'delete',
    path: '/kanban/columns/{id}',
    tag: 'Kanban',
    summary: 'Delete a column and its cards; answers the board',
    answer: boardAnswerSchema,
    ability: { action: 'read', subject: 'Kanban' },
    errors: [404],
    sample: columnPath,
  },
];
