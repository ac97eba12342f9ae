/**
 * The contract's endpoints of the table examples (/tables, /datatables): dessert rows, paged and
 * sorted on the server or whole, with add, edit, delete and a reset to the seed rows. The check adds
 * a row, edits it and deletes it; the reset puts every row back as seeded (--destructive only).
 */
import { z } from 'zod/mini';
import {
  dessertDeletedSchema,
  dessertInputSchema,
  dessertListSchema,
  savedDessertSchema,
  type Dessert,
} from '@/examples/desserts/desserts-schema';
import type { AnswerOf, Endpoint } from '../types';

const q = z.optional(z.string());
const row = () => ({
  name: `Check ${Date.now().toString(36)}`,
  calories: 250,
  fat: 10,
  carbs: 30,
  protein: 4,
  iron: 2,
});
const addedPath = (answerOf: AnswerOf) => {
  const added = answerOf<{ item: Dessert }>('createDessert')?.item;
  return added && { path: { id: added.id } };
};

export const datatableEndpoints: Endpoint[] = [
  {
    id: 'listDessertPage',
    method: 'get',
    path: '/datatable/server',
    tag: 'Tables',
    summary: 'One sorted page (itemsPerPage 10, 25, 50 or 100; sortBy[key] a column, sortBy[order] asc or desc)',
    query: z.object({ page: q, itemsPerPage: q, 'sortBy[key]': q, 'sortBy[order]': q }),
    answer: dessertListSchema,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [400],
  },
  {
    id: 'listDesserts',
    method: 'get',
    path: '/datatable/rows',
    tag: 'Tables',
    summary: 'Every row, in id order',
    answer: dessertListSchema,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [],
  },
  {
    id: 'createDessert',
    method: 'post',
    path: '/datatable/rows',
    tag: 'Tables',
    summary: 'Add a row (names unique whatever their case; grams per 100 g, at most one decimal)',
    body: dessertInputSchema,
    answer: savedDessertSchema,
    status: 201,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [400],
    sample: () => ({ body: row() }),
  },
  {
    id: 'updateDessert',
    method: 'put',
    path: '/datatable/rows/{id}',
    tag: 'Tables',
    summary: 'Change a row (the whole row)',
    body: dessertInputSchema,
    answer: savedDessertSchema,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [400, 404],
    sample: (answerOf) => {
      const path = addedPath(answerOf);
      return path && { ...path, body: row() };
    },
  },
  {
    id: 'deleteDessert',
    method: 'delete',
    path: '/datatable/rows/{id}',
    tag: 'Tables',
    summary: 'Delete a row',
    answer: dessertDeletedSchema,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [400, 404],
    sample: addedPath,
  },
  {
    id: 'resetDesserts',
    method: 'post',
    path: '/datatable/reset',
    tag: 'Tables',
    summary: 'Put the seed rows back, dropping every change',
    answer: dessertListSchema,
    ability: { action: 'read', subject: 'Gallery' },
    errors: [],
    destructive: true,
  },
];
