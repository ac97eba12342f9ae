/** GET /crypto/prices?q=: the market snapshot, narrowed by a coin's name or symbol. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { CoinPrice } from '../types';
import { cryptoKeys } from './keys';

export async function getPrices(q: string, signal?: AbortSignal): Promise<CoinPrice[]> {
  const params = { q: q.trim() || undefined };
  return parseAnswer(api.get<unknown>('crypto/prices', { params, signal }), () =>
    import('../types').then((m) => m.coinPriceListSchema),
  );
}

export const pricesQuery = (q: string) =>
  queryOptions({
    queryKey: cryptoKeys.prices(q),
    queryFn: ({ signal }) => getPrices(q, signal),
    placeholderData: keepPreviousData,
  });

export function usePrices(q: string) {
  return useQuery(pricesQuery(q));
}
