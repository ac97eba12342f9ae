/**
 * The kanban board's shapes, shared by the screen (to check answers) and the demo backend (to
 * answer). A board is its columns in order, each with its cards in order, plus the team whose
 * members can be assigned to cards.
 */
import { z } from 'zod/mini';
import { kanbanLabels } from './labels';

export { kanbanLabels, type KanbanLabel } from './labels';

export const kanbanMemberSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export type KanbanMember = z.infer<typeof kanbanMemberSchema>;

export const kanbanCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.enum(kanbanLabels)),
  /** Ids of team members. */
  assignees: z.array(z.string()),
  /** `YYYY-MM-DD`, or null for no due date. */
  dueDate: z.nullable(z.string()),
  comments: z.number(),
  attachments: z.number(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;
/** What the card sheet edits. */
export type KanbanCardInput = Pick<KanbanCard, 'title' | 'description' | 'labels' | 'assignees' | 'dueDate'>;

export const kanbanColumnSchema = z.object({ id: z.string(), title: z.string(), cards: z.array(kanbanCardSchema) });
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** GET /kanban/board */
export const kanbanBoardSchema = z.object({
  columns: z.array(kanbanColumnSchema),
  members: z.array(kanbanMemberSchema),
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

/** POST /kanban/columns and PATCH /kanban/columns/:id answer `{ column }` (with its cards). */
export const savedColumnSchema = z.object({ column: kanbanColumnSchema });
/** POST /kanban/cards and PATCH /kanban/cards/:id answer `{ card, columnId }`. */
export const savedCardSchema = z.object({ card: kanbanCardSchema, columnId: z.string() });
/** DELETE of a column or card, a move and a column reorder answer the board as it now stands. */
export const boardAnswerSchema = kanbanBoardSchema;
