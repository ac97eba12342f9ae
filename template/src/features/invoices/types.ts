/** Invoice shapes: a party (sender or customer), line items, the invoice itself and its totals. */
import { z } from 'zod/mini';

/** Payment status of an invoice: paid in full, paid in instalments, not paid yet. */
export const invoiceStatuses = ['full', 'EMI', 'unpaid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = z.object({
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  /** Row id: unique, used in URLs and by edit and delete. */
  id: z.string(),
  /** The number printed on the invoice, shown as stored ("INV0002"). Not always unique (imported data). */
  invoiceNumber: z.string(),
  customerName: z.string(),
  /** ISO dates (yyyy-mm-dd). */
  invoiceDate: z.string(),
  dueDate: z.string(),
  totalAmount: z.number(),
  status: z.enum(invoiceStatuses),
  from: invoicePartySchema,
  to: invoicePartySchema,
  products: z.array(invoiceLineSchema),
  /** Amounts in the invoice currency, taken off and added to the subtotal. */
  discount: z.number(),
  tax: z.number(),
  note: z.string(),
  /** Saved as a draft: not sent to the customer yet. */
  draft: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What the editor sends to create or update an invoice (the server assigns id, number and total). */
export type InvoiceInput = Omit<Invoice, 'id' | 'invoiceNumber' | 'customerName' | 'totalAmount'>;

const isoDate = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const requiredText = (max: number) => text(max).check(z.minLength(1, 'is required'));
const party = z.object({ name: requiredText(120), address: requiredText(300), phone: requiredText(40) });
const money = z.number().check(z.gte(0, 'must not be negative'), z.lte(10_000_000, 'is too large'));

/** A row id in a path or query (`INV0024-2`), checked before any lookup. */
export const invoiceRowIdSchema = z
  .string({ error: 'invoiceId is required' })
  .check(
    z.trim(),
    z.minLength(1, 'invoiceId is required'),
    z.regex(/^[A-Za-z0-9-]{1,32}$/, 'invoiceId may only contain letters, digits and dashes (at most 32)'),
  );
/** GET /invoice and GET /invoice/delete take the row id as `?invoiceId=`. */
export const invoiceIdQuerySchema = z.object({ invoiceId: invoiceRowIdSchema });

/**
 * What POST /invoices and PUT /invoices/:id accept, with the server's field messages: the demo
 * backend, the reference server and the API contract validate with it.
 */
export const invoiceInputSchema = z
  .strictObject({
    invoiceDate: isoDate,
    dueDate: isoDate,
    status: z.enum(invoiceStatuses, { error: `must be one of ${invoiceStatuses.join(', ')}` }),
    from: party,
    to: party,
    products: z
      .array(
        z.object({
          name: requiredText(120),
          description: text(300),
          quantity: z
            .number()
            .check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(100_000, 'is too large')),
          price: money,
        }),
      )
      .check(z.minLength(1, 'needs at least one line'), z.maxLength(100, 'has more than 100 lines')),
    discount: money,
    tax: money,
    note: text(1000),
    draft: z.boolean(),
  })
  .check(
    z.refine((input) => input.dueDate >= input.invoiceDate, {
      path: ['dueDate'],
      message: 'must not be before the invoice date',
    }),
    z.refine((input) => invoiceTotals(input.products, 0, 0).subtotal >= input.discount, {
      path: ['discount'],
      message: 'must not exceed the subtotal',
    }),
  );

/** GET /invoices and GET /invoice/delete answer the whole list. */
export const invoiceListSchema = z.array(invoiceSchema);

/** GET /invoice?invoiceId: the invoices that share the id's number, or `{ msg }` when there is none. */
export const invoiceLookupSchema = z.union([invoiceListSchema, z.object({ msg: z.string() })]);

const cents = (n: number) => Math.round(n * 100) / 100;

/** Subtotal of the lines, then the total after the discount and tax amounts (never below zero). */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'quantity' | 'price'>[],
  discount: number,
  tax: number,
) {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.quantity * line.price, 0));
  return { subtotal, discount, tax, total: Math.max(0, cents(subtotal - discount + tax)) };
}

/**
 * The company that issues invoices: the "From" block of a new invoice. Change it to your own
 * details (the demo backend's seed invoices use the same values).
 */
export const invoiceSender: InvoiceParty = {
  name: 'Northwind Studio LLC',
  address: '754 Broadway Avenue, New York, NY 10013',
  phone: '+1 990 588 5716',
};

/** Days between the issue date and the due date of a new invoice. */
export const defaultPaymentTermDays = 14;
