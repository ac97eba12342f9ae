/**
 * Demo backend for invoices. Each call needs its right on Invoice (GET read, POST create, PUT update,
 * the delete call delete), else 403 `{ message }` (requireAbility in ../http.ts).
 *   GET  /invoices                      -> Invoice[] (newest number first)
 *   GET  /invoice?invoiceId=ID          -> Invoice[]: the invoice with that row id first, then any other
 *                                          invoice printed with the same number; 200 { msg: 'No invoice found' }
 *                                          when nothing matches (the lookup answers, it does not fail)
 *   GET  /invoice/delete?invoiceId=ID   -> Invoice[] left after removing that one row; 404 for an unknown id
 *   POST /invoices                      -> 201 Invoice (the server assigns row id, number and total)
 *   PUT  /invoices/:id                  -> Invoice (number, row id and customer's name follow the stored row)
 *
 * Duplicated numbers: the seeds print INV0024 on two invoices (see mocks/data/invoices.ts). Row ids
 * stay unique ("INV0024" and "INV0024-2"), so edit and delete touch exactly one row, and a lookup
 * answers both so the details screen can say that the number is shared.
 *
 * A seed invoice's note and lines come in the reader's language (Accept-Language,
 * mocks/invoice-prose.ts) until a user changes them; then they stay as typed.
 */
import { http, HttpResponse } from 'msw';
import {
  invoiceIdQuerySchema,
  invoiceInputSchema,
  invoiceRowIdSchema,
  invoiceTotals,
  type Invoice,
  type InvoiceInput,
} from '@/features/invoices/types';
import { collection } from '../db';
import { invoices } from '../data/invoices';
import { api, badRequest, notFound, parseBody, parseQuery, requireAbility } from '../http';
import { invoiceIn } from '../invoice-prose';
import { localeOf } from '../locale';

export const invoicesTable = collection<Invoice>('invoices', () => invoices);

const numberOf = (invoice: Invoice) => Number(/(\d+)$/.exec(invoice.invoiceNumber)?.[1] ?? 0);
const byNumberDesc = (a: Invoice, b: Invoice) => numberOf(b) - numberOf(a) || a.id.localeCompare(b.id);

function build(input: InvoiceInput, identity: Pick<Invoice, 'id' | 'invoiceNumber'>): Invoice {
  return {
    ...identity,
    ...input,
    customerName: input.to.name,
    totalAmount: invoiceTotals(input.products, input.discount, input.tax).total,
  };
}

/** Invoices in the language of `request`. */
const answer = (request: Request, list: Invoice[]) => {
  const locale = localeOf(request);
  return HttpResponse.json(list.map((invoice) => invoiceIn(invoice, locale)));
};

/** The invoice with this row id first, then the others printed with the same number. */
function matching(id: string): Invoice[] {
  const all = invoicesTable.all();
  const exact = all.find((invoice) => invoice.id === id);
  const number = exact?.invoiceNumber ?? id;
  return [...(exact ? [exact] : []), ...all.filter((i) => i !== exact && i.invoiceNumber === number)];
}

export const handlers = [
  http.get(api('invoices'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Invoice');
    if (user instanceof Response) return user;
    return answer(request, invoicesTable.all().sort(byNumberDesc));
  }),

  http.get(api('invoice'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Invoice');
    if (user instanceof Response) return user;
    const query = parseQuery(invoiceIdQuerySchema, request.url);
    if (query instanceof Response) return query;
    const found = matching(query.invoiceId);
    // A lookup that finds nothing is an answer, not an error: the screen shows "No invoice found".
    return found.length ? answer(request, found) : HttpResponse.json({ msg: 'No invoice found' });
  }),

  http.get(api('invoice/delete'), ({ request }) => {
    const user = requireAbility(request, 'delete', 'Invoice');
    if (user instanceof Response) return user;
    const query = parseQuery(invoiceIdQuerySchema, request.url);
    if (query instanceof Response) return query;
    if (!invoicesTable.remove(query.invoiceId)) return notFound(`Invoice ${query.invoiceId}`);
    return answer(request, invoicesTable.all().sort(byNumberDesc));
  }),

  http.post(api('invoices'), async ({ request }) => {
    const user = requireAbility(request, 'create', 'Invoice');
    if (user instanceof Response) return user;
    const input = await parseBody(invoiceInputSchema, request);
    if (input instanceof Response) return input;
    const next = invoicesTable.all().reduce((max, i) => Math.max(max, numberOf(i)), 0) + 1;
    const invoiceNumber = `INV${String(next).padStart(4, '0')}`;
    // A fresh number is never in use, so it doubles as the row id.
    const created = invoicesTable.insert(build(input, { id: invoiceNumber, invoiceNumber }));
    return HttpResponse.json(created, { status: 201 });
  }),

  http.put(api('invoices/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'update', 'Invoice');
    if (user instanceof Response) return user;
    const id = invoiceRowIdSchema.safeParse(params.id);
    if (!id.success) return badRequest(`Invalid invoice id: ${id.error.issues[0]?.message ?? 'bad value'}`);
    const stored = invoicesTable.find(id.data);
    if (!stored) return notFound(`Invoice ${id.data}`);
    const input = await parseBody(invoiceInputSchema, request);
    if (input instanceof Response) return input;
    const updated = invoicesTable.update(stored.id, build(input, stored)) ?? stored;
    return HttpResponse.json(invoiceIn(updated, localeOf(request)));
  }),
];
