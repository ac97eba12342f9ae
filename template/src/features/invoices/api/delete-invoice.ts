/** GET /invoice/delete?invoiceId=: removes one invoice; the server answers the list that is left. */
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

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    ...transientRetry,
    onSuccess: (left, id) => {
      if (left) queryClient.setQueryData(invoiceKeys.list(), left);
      else void queryClient.invalidateQueries({ queryKey: invoiceKeys.list() });
      // Lookups of other rows may list this one as sharing their number.
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: [...invoiceKeys.all, 'detail'] });
    },
  });
}
