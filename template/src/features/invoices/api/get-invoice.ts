/**
 * GET /invoice?invoiceId=: the invoice with that row id, plus any other invoice printed with the
 * same number. The server answers 200 `{ msg }` when nothing matches; this module turns that into
 * `null`, so screens tell "not found" apart from a failed request.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { Invoice } from '../types';
import { invoiceKeys } from './keys';

export interface InvoiceLookup {
  invoice: Invoice;
  /** Other invoices that carry the same printed number (imported data can repeat a number). */
  sameNumber: Invoice[];
}

/** The query that names the invoice on GET /invoice. */
const byId = (id: string) => ({ invoiceId: id });

export async function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceLookup | null> {
  const answer = await parseAnswer(api.get<unknown>('invoice', { params: byId(id), signal }), () =>
    import('../types').then((m) => m.invoiceLookupSchema),
  );
  if (!Array.isArray(answer)) return null;
  const invoice = answer.find((i) => i.id === id);
  if (!invoice) return null;
  return { invoice, sameNumber: answer.filter((i) => i !== invoice && i.invoiceNumber === invoice.invoiceNumber) };
}

/** Sends GET /invoice?invoiceId= before the screen that reads it renders (lib/api-preload.ts). */
export const preloadInvoice = (id: string) => preloadGet('invoice', byId(id));

export const invoiceQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: string) {
  return useQuery(invoiceQuery(id));
}
