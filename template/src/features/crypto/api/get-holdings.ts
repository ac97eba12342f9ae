/** GET /crypto/holdings: what the wallet holds, valued at today's prices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Holding } from '../types';
import { cryptoKeys } from './keys';

export async function getHoldings(signal?: AbortSignal): Promise<Holding[]> {
  return parseAnswer(api.get<unknown>('crypto/holdings', { signal }), () =>
    import('../types').then((m) => m.holdingListSchema),
  );
}

export const holdingsQuery = () =>
  queryOptions({ queryKey: cryptoKeys.holdings(), queryFn: ({ signal }) => getHoldings(signal) });

export function useHoldings() {
  return useQuery(holdingsQuery());
}
