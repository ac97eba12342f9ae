import { describe, expect, it } from 'vitest';
import { cardFormSchema, columnFormSchema, quickCardSchema, toCardFormValues, toCardInput } from './form-schema';

const card = {
  id: 'card-1',
  title: 'Pricing page copy',
  description: 'VAT note',
  labels: ['docs' as const],
  assignees: ['m1'],
  dueDate: null,
  comments: 2,
  attachments: 0,
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('kanban forms', () => {
  it('asks for a column name of at most 40 characters', () => {
    expect(messages(columnFormSchema.safeParse({ title: '   ' }))).toEqual({ title: 'kanban:form.errors.required' });
    expect(messages(columnFormSchema.safeParse({ title: 'x'.repeat(41) }))).toEqual({
      title: 'kanban:form.errors.maxLength|40',
    });
    expect(columnFormSchema.parse({ title: ' Blocked ' })).toEqual({ title: 'Blocked' });
  });

  it('asks for a card title in the quick add', () => {
    expect(messages(quickCardSchema.safeParse({ title: '' }))).toEqual({ title: 'kanban:form.errors.required' });
    expect(messages(quickCardSchema.safeParse({ title: 'x'.repeat(101) }))).toEqual({
      title: 'kanban:form.errors.maxLength|100',
    });
  });

  it('checks every field of the card sheet', () => {
    const bad = cardFormSchema.safeParse({
      title: '',
      description: 'x'.repeat(1001),
      labels: [],
      assignees: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
      dueDate: '2026-13-45',
    });
    expect(messages(bad)).toEqual({
      title: 'kanban:form.errors.required',
      description: 'kanban:form.errors.maxLength|1000',
      assignees: 'kanban:form.errors.assignees|6',
      dueDate: 'kanban:form.errors.date',
    });
  });

  it('round-trips a card; an empty due date is none', () => {
    const values = toCardFormValues(card);
    expect(values.dueDate).toBe('');
    expect(toCardInput({ ...values, title: '  New title ' })).toEqual({
      title: 'New title',
      description: 'VAT note',
      labels: ['docs'],
      assignees: ['m1'],
      dueDate: null,
    });
    expect(toCardInput({ ...values, dueDate: '2026-06-01' }).dueDate).toBe('2026-06-01');
  });
});
