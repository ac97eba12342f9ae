/**
 * POST /invoices (create) and PUT /invoices/:id (update). The server assigns the id, the number and
 * the total and answers the saved invoice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import { invoiceSchema, type Invoice, type InvoiceInput } from '../types';
import { invoiceKeys } from './keys';

export async function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return invoiceSchema.parse(await api.post<unknown>('invoices', { body: input }));
}

export async function updateInvoice(id: string, input: InvoiceInput): Promise<Invoice> {
  return invoiceSchema.parse(await api.put<unknown>(`invoices/${encodeURIComponent(id)}`, { body: input }));
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
