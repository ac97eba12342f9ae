/** The contract's invoice endpoints: row ids are text ("INV0024-2"); the lookup answers `{ msg }` when nothing matches. */
import { z } from 'zod/mini';
import {
  invoiceInputSchema,
  invoiceListSchema,
  invoiceLookupSchema,
  invoiceSchema,
  type Invoice,
} from '@/features/invoices/types';
import type { Endpoint } from '../types';

/** A valid invoice (the check creates it, edits it, then deletes it). */
const invoiceSample = {
  invoiceDate: '2026-01-05',
  dueDate: '2026-01-19',
  status: 'unpaid',
  from: { name: 'Contract Check LLC', address: '1 Test Street', phone: '+1 555 0100' },
  to: { name: 'Checked Customer', address: '2 Sample Road', phone: '+1 555 0101' },
  products: [{ name: 'Audit', description: 'One contract check', quantity: 2, price: 50 }],
  discount: 10,
  tax: 5,
  note: '',
  draft: true,
};

export const invoiceEndpoints: Endpoint[] = [
  {
    id: 'listInvoices',
    method: 'get',
    path: '/invoices',
    tag: 'Invoices',
    summary: 'Every invoice, newest number first',
    answer: invoiceListSchema,
    ability: { action: 'read', subject: 'Invoice' },
    errors: [],
  },
  {
    id: 'getInvoice',
    method: 'get',
    path: '/invoice',
    tag: 'Invoices',
    summary: 'The invoice with that row id, then others printed with the same number',
    query: z.object({ invoiceId: z.string() }),
    answer: invoiceLookupSchema,
    ability: { action: 'read', subject: 'Invoice' },
    errors: [400],
    sample: (answerOf) => {
      const first = answerOf<Invoice[]>('listInvoices')?.[0];
      return first && { query: { invoiceId: first.id } };
    },
  },
  {
    id: 'createInvoice',
    method: 'post',
    path: '/invoices',
    tag: 'Invoices',
    summary: 'Create an invoice',
    body: invoiceInputSchema,
    answer: invoiceSchema,
    status: 201,
    ability: { action: 'create', subject: 'Invoice' },
    errors: [400],
    sample: () => ({ body: invoiceSample }),
  },
  {
    id: 'updateInvoice',
    method: 'put',
    path: '/invoices/{id}',
    tag: 'Invoices',
    summary: 'Replace an invoice',
    body: invoiceInputSchema,
    answer: invoiceSchema,
    ability: { action: 'update', subject: 'Invoice' },
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<Invoice>('createInvoice');
      return created && { path: { id: created.id }, body: { ...invoiceSample, status: 'full' } };
    },
  },
  {
    id: 'deleteInvoice',
    method: 'get',
    path: '/invoice/delete',
    tag: 'Invoices',
    summary: 'Delete one invoice row; answers the invoices left',
    query: z.object({ invoiceId: z.string() }),
    answer: invoiceListSchema,
    ability: { action: 'delete', subject: 'Invoice' },
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<Invoice>('createInvoice');
      return created && { query: { invoiceId: created.id } };
    },
  },
];
