/** GET /invoice/delete?invoiceId=: removes one invoice; the server answers the list that is left. Several go one after another. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { Invoice } from '../types';
import { invoiceKeys } from './keys';

/** The invoices left, or null when the invoice was already gone (the list is then refetched). */
export async function deleteInvoice(id: string): Promise<Invoice[] | null> {
  try {
    return await parseAnswer(api.get<unknown>('invoice/delete', { params: { invoiceId: id } }), () =>
      import('../types').then((m) => m.invoiceListSchema),
    );
  } catch (error) {
    // Already gone (an earlier try that timed out on the way back did remove it): what was asked holds.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Deletes several invoices one after another; the answer is what the last delete left. */
export async function deleteInvoices(ids: readonly string[]): Promise<Invoice[] | null> {
  let left: Invoice[] | null = null;
  for (const id of ids) left = await deleteInvoice(id);
  return left;
}

export function useDeleteInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoices,
    ...transientRetry,
    onSettled: (left, _error, ids) => {
      // A batch that failed part-way removed some: the list is asked again then.
      if (left) queryClient.setQueryData(invoiceKeys.list(), left);
      else void queryClient.invalidateQueries({ queryKey: invoiceKeys.list() });
      // Lookups of other rows may list these as sharing their number.
      ids.forEach((id) => queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) }));
      void queryClient.invalidateQueries({ queryKey: [...invoiceKeys.all, 'detail'] });
    },
  });
}
