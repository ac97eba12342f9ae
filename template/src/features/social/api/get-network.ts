/** GET /network: the members the signed-in account follows and is connected with (ids). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Network } from '../types';
import { socialKeys } from './keys';

export async function getNetwork(signal?: AbortSignal): Promise<Network> {
  return parseAnswer(api.get<unknown>('network', { signal }), () => import('../types').then((m) => m.networkSchema));
}

export const networkQuery = () =>
  queryOptions({ queryKey: socialKeys.network(), queryFn: ({ signal }) => getNetwork(signal) });

export function useNetwork() {
  return useQuery(networkQuery());
}
