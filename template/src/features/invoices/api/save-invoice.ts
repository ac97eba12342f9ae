/**
 * POST /invoices (create) and PUT /invoices/:id (update). The server assigns the id, the number and
 * the total and answers the saved invoice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Invoice, InvoiceInput } from '../types';
import { invoiceKeys } from './keys';

export async function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return parseAnswer(api.post<unknown>('invoices', { body: input }), () =>
    import('../types').then((m) => m.invoiceSchema),
  );
}

export async function updateInvoice(id: string, input: InvoiceInput): Promise<Invoice> {
  return parseAnswer(api.put<unknown>(`invoices/${encodeURIComponent(id)}`, { body: input }), () =>
    import('../types').then((m) => m.invoiceSchema),
  );
}

/** Creates when `id` is undefined, else updates that invoice. */
export function useSaveInvoice(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceInput) => (id === undefined ? createInvoice(input) : updateInvoice(id, input)),
    // An update sends the whole invoice, so repeating it is safe; a create is not repeated.
    ...(id === undefined ? {} : transientRetry),
    // The list, this invoice and any invoice sharing its number all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
