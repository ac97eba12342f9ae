/** GET /crypto/holdings: what the wallet holds, valued at today's prices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { holdingSchema, type Holding } from '../types';
import { cryptoKeys } from './keys';

export async function getHoldings(signal?: AbortSignal): Promise<Holding[]> {
  return z.array(holdingSchema).parse(await api.get<unknown>('crypto/holdings', { signal }));
}

export const holdingsQuery = () =>
  queryOptions({ queryKey: cryptoKeys.holdings(), queryFn: ({ signal }) => getHoldings(signal) });

export function useHoldings() {
  return useQuery(holdingsQuery());
}
