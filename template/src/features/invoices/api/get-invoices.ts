/** GET /invoices: every invoice, newest number first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { invoiceSchema, type Invoice } from '../types';
import { invoiceKeys } from './keys';

export async function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return z.array(invoiceSchema).parse(await api.get<unknown>('invoices', { signal }));
}

export const invoicesQuery = () =>
  queryOptions({ queryKey: invoiceKeys.list(), queryFn: ({ signal }) => getInvoices(signal) });

export function useInvoices() {
  return useQuery(invoicesQuery());
}
