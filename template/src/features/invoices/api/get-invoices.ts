/** GET /invoices: every invoice, newest number first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Invoice } from '../types';
import { invoiceKeys } from './keys';

export async function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return parseAnswer(api.get<unknown>('invoices', { signal }), () =>
    import('../types').then((m) => m.invoiceListSchema),
  );
}

export const invoicesQuery = () =>
  queryOptions({ queryKey: invoiceKeys.list(), queryFn: ({ signal }) => getInvoices(signal) });

export function useInvoices() {
  return useQuery(invoicesQuery());
}
