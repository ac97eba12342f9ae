/**
 * What following and connecting share: the network changes at once in the cache, a failure puts
 * the previous one back (the caller says so), and the server's answer settles it. Each member's
 * changes run one at a time, in order, so a late answer never undoes a later click.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transientRetry } from '@/lib/query-retry';
import type { Network } from '../types';
import { socialKeys } from './keys';

export interface NetworkChange {
  memberId: number;
  on: boolean;
}

const withMember = (ids: number[], id: number, on: boolean) =>
  on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);

export function useNetworkMutation(list: keyof Network, send: (change: NetworkChange) => Promise<Network>) {
  const queryClient = useQueryClient();
  const key = socialKeys.network();
  const mutationKey = [...key, list];
  return useMutation({
    mutationKey,
    mutationFn: send,
    // The PUT states the wanted result, so sending it again after a timeout is safe.
    ...transientRetry,
    scope: { id: `network-${list}` },
    onMutate: async ({ memberId, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Network>(key);
      queryClient.setQueryData<Network>(key, (network) =>
        network ? { ...network, [list]: withMember(network[list], memberId, on) } : network,
      );
      return { previous };
    },
    onError: (_error, { memberId }, context) => {
      const before = context?.previous?.[list].includes(memberId);
      if (before === undefined) return;
      queryClient.setQueryData<Network>(key, (network) =>
        network ? { ...network, [list]: withMember(network[list], memberId, before) } : network,
      );
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
