/**
 * The kanban forms: a column's name (add and inline rename), a card's quick-add title, and the card
 * sheet. Messages are keys of the kanban namespace (`useFormMessage` translates them), so the
 * screen needs no other namespace; limits match the demo backend's.
 */
import { z } from 'zod/mini';
import { kanbanLabels } from './labels';
import type { KanbanCard, KanbanCardInput } from './types';

const errors = {
  required: 'kanban:form.errors.required',
  max: (count: number) => `kanban:form.errors.maxLength|${count}`,
  date: 'kanban:form.errors.date',
  assignees: 'kanban:form.errors.assignees|6',
};

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, errors.required), z.maxLength(max, errors.max(max)));

export const columnFormSchema = z.object({ title: requiredText(40) });
export type ColumnFormValues = z.input<typeof columnFormSchema>;

export const quickCardSchema = z.object({ title: requiredText(100) });
export type QuickCardValues = z.input<typeof quickCardSchema>;

export const cardFormSchema = z.object({
  title: requiredText(100),
  description: z.string().check(z.maxLength(1000, errors.max(1000))),
  labels: z.array(z.enum(kanbanLabels)),
  assignees: z.array(z.string()).check(z.maxLength(6, errors.assignees)),
  dueDate: z
    .string()
    .check(z.refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), errors.date)),
});
export type CardFormValues = z.input<typeof cardFormSchema>;

export function toCardFormValues(card: KanbanCard): CardFormValues {
  return {
    title: card.title,
    description: card.description,
    labels: [...card.labels],
    assignees: [...card.assignees],
    dueDate: card.dueDate ?? '',
  };
}

export function toCardInput(values: CardFormValues): KanbanCardInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    labels: values.labels,
    assignees: values.assignees,
    dueDate: values.dueDate === '' ? null : values.dueDate,
  };
}
