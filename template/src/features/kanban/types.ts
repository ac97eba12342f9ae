/**
 * The kanban board's shapes, shared by the screen (to check answers) and the demo backend (to
 * answer). A board is its columns in order, each with its cards in order, plus the team whose
 * members can be assigned to cards.
 */
import { z } from 'zod/mini';
import { requiredField } from '@/lib/server-rules';
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

// The bodies of the board's writes, as the server checks them (400 names each wrong field).
const dueDate = z.nullable(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-05-14'),
    z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date'),
  ),
);
const idText = (field: string) =>
  z.string({ error: `${field} must be text` }).check(z.minLength(1, `${field} is required`));

/** POST /kanban/columns and PATCH /kanban/columns/:id */
export const kanbanColumnBodySchema = z.object({ title: requiredField('Title', 40) });
/** PUT /kanban/columns/order: every column id once, in the new order. */
export const kanbanColumnOrderSchema = z.object({ ids: z.array(z.string({ error: 'ids must be column ids' })) });
/** POST /kanban/cards: a card at the end of a column. */
export const kanbanNewCardSchema = z.object({ columnId: idText('columnId'), title: requiredField('Title', 100) });
/** POST /kanban/cards/:id/move: the card at `index` of the column (0 = top). */
export const kanbanMoveSchema = z.object({
  columnId: idText('columnId'),
  index: z
    .number({ error: 'index must be a number' })
    .check(z.int('index must be a whole number'), z.gte(0, 'index must be 0 or more')),
});
/**
 * PATCH /kanban/cards/:id: the fields to change. Whether an assignee is a member of the board is
 * the server's knowledge: it passes `isMember`.
 */
export const kanbanCardPatchSchema = (isMember: (id: string) => boolean = () => true) =>
  z.object({
    title: z.optional(requiredField('Title', 100)),
    description: z.optional(z.string().check(z.maxLength(1000, 'Description must be at most 1000 characters'))),
    labels: z.optional(
      z
        .array(z.enum(kanbanLabels, { error: `Labels must be among: ${kanbanLabels.join(', ')}` }))
        .check(z.refine((list) => new Set(list).size === list.length, 'Each label at most once')),
    ),
    assignees: z.optional(
      z.array(z.string().check(z.refine(isMember, 'Not a member of this board'))).check(
        z.maxLength(6, 'At most 6 assignees'),
        z.refine((list) => new Set(list).size === list.length, 'Each member at most once'),
      ),
    ),
    dueDate: z.optional(dueDate),
  });
