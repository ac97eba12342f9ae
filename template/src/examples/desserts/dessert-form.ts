/**
 * The add/edit form of the CRUD example: what the inputs hold (text), the rules checked before
 * anything is sent (the same limits the demo backend enforces), and the row it becomes.
 * Error messages are translation keys, shown in the current language by `useFormMessage`.
 */
import { z } from 'zod/mini';
import { msg } from '@/lib/form-messages';
import type { Dessert, DessertInput } from './desserts-api';

const errors = {
  calories: 'tables:form.errors.calories',
  grams: 'tables:form.errors.grams',
  iron: 'tables:form.errors.iron',
  total: 'tables:form.errors.total',
} as const;

const wholeNumber = (max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, msg.required),
    z.regex(/^\d{1,3}$/, message),
    z.refine((v) => Number(v) <= max, message),
  );

const grams = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, msg.required),
    z.regex(/^\d{1,3}([.,]\d)?$/, errors.grams),
    z.refine((v) => toNumber(v) <= 100, errors.grams),
  );

/** Accepts a decimal comma as well as a point, as people type them in French or Arabic. */
const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

export const dessertFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(60, msg.max(60))),
    calories: wholeNumber(900, errors.calories),
    fat: grams(),
    carbs: grams(),
    protein: grams(),
    iron: wholeNumber(100, errors.iron),
  })
  .check(
    z.refine((v) => toNumber(v.fat) + toNumber(v.carbs) + toNumber(v.protein) <= 100, {
      message: errors.total,
      path: ['protein'],
    }),
  );
export type DessertFormValues = z.input<typeof dessertFormSchema>;

export const emptyDessertForm: DessertFormValues = {
  name: '',
  calories: '',
  fat: '',
  carbs: '',
  protein: '',
  iron: '',
};

/** The inputs' starting text: the row being edited, or empty for a new one. */
export function dessertFormValues(row: Dessert | null): DessertFormValues {
  if (!row) return emptyDessertForm;
  return {
    name: row.name,
    calories: String(row.calories),
    fat: String(row.fat),
    carbs: String(row.carbs),
    protein: String(row.protein),
    iron: String(row.iron),
  };
}

/** The row to send, once the values passed the schema. */
export function toDessertInput(values: DessertFormValues): DessertInput {
  return {
    name: values.name.trim(),
    calories: toNumber(values.calories),
    fat: toNumber(values.fat),
    carbs: toNumber(values.carbs),
    protein: toNumber(values.protein),
    iron: toNumber(values.iron),
  };
}
