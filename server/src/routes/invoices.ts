/**
 * Invoices, as the demo backend serves them (mocks/handlers/invoices.ts says why each answer looks so),
 * a seed invoice's note and lines in the reader's language (Accept-Language, mocks/invoice-prose.ts).
 */
import { Hono, type Context } from 'hono';
import {
  invoiceIdQuerySchema as idQuery,
  invoiceInputSchema,
  invoiceRowIdSchema as rowId,
  invoiceTotals,
  type Invoice,
  type InvoiceInput,
} from '@/features/invoices/types';
import { invoiceIn } from '@/mocks/invoice-prose';
import { localeOf } from '@/mocks/locale';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, queryOf, type Allow, type Env } from '../http';

function build(input: InvoiceInput, identity: Pick<Invoice, 'id' | 'invoiceNumber'>): Invoice {
  const totalAmount = invoiceTotals(input.products, input.discount, input.tax).total;
  return { ...identity, ...input, customerName: input.to.name, totalAmount };
}

export function invoiceRoutes(db: Db, allow: Allow) {
  const all = () =>
    db
      .all<{ data: string }>('SELECT data FROM invoices ORDER BY number DESC, id')
      .map((row) => JSON.parse(row.data) as Invoice);
  const find = (id: string) => {
    const row = db.get<{ data: string }>('SELECT data FROM invoices WHERE id = ?', id);
    return row && (JSON.parse(row.data) as Invoice);
  };
  const app = new Hono<Env>();
  /** Invoices in the language of the request. */
  const inLanguage = (c: Context<Env>, list: Invoice[]) => {
    const locale = localeOf(c.req.raw);
    return c.json(list.map((invoice) => invoiceIn(invoice, locale)));
  };

  app.get('/invoices', allow('read', 'Invoice'), (c) => inLanguage(c, all()));

  app.get('/invoice', allow('read', 'Invoice'), (c) => {
    const { invoiceId } = queryOf(c, idQuery);
    const exact = find(invoiceId);
    const number = exact?.invoiceNumber ?? invoiceId;
    const found = [...(exact ? [exact] : []), ...all().filter((i) => i.id !== exact?.id && i.invoiceNumber === number)];
    return found.length ? inLanguage(c, found) : c.json({ msg: 'No invoice found' });
  });

  app.get('/invoice/delete', allow('delete', 'Invoice'), (c) => {
    const { invoiceId } = queryOf(c, idQuery);
    if (!db.run('DELETE FROM invoices WHERE id = ?', invoiceId).changes) throw notFound(`Invoice ${invoiceId}`);
    return inLanguage(c, all());
  });

  app.post('/invoices', allow('create', 'Invoice'), async (c) => {
    const input = await bodyOf(c, invoiceInputSchema);
    const created = db.transaction(() => {
      const { next } = db.get<{ next: number }>('SELECT COALESCE(MAX(number), 0) + 1 AS next FROM invoices')!;
      const invoiceNumber = `INV${String(next).padStart(4, '0')}`;
      const invoice = build(input, { id: invoiceNumber, invoiceNumber });
      db.run('INSERT INTO invoices (id, number, data) VALUES (?, ?, ?)', invoice.id, next, JSON.stringify(invoice));
      return invoice;
    });
    return c.json(created, 201);
  });

  app.put('/invoices/:id', allow('update', 'Invoice'), async (c) => {
    const id = rowId.safeParse(c.req.param('id'));
    if (!id.success) throw new ApiError(400, `Invalid invoice id: ${id.error.issues[0]?.message ?? 'bad value'}`);
    const stored = find(id.data);
    if (!stored) throw notFound(`Invoice ${id.data}`);
    const updated = build(await bodyOf(c, invoiceInputSchema), stored);
    db.run('UPDATE invoices SET data = ? WHERE id = ?', JSON.stringify(updated), stored.id);
    return c.json(invoiceIn(updated, localeOf(c.req.raw)));
  });

  return app;
}
