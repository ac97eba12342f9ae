/** PUT /network/following/:id {following}: follows or unfollows a member; answers the whole network. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Network } from '../types';
import { useNetworkMutation, type NetworkChange } from './network-mutation';

export async function updateFollowing({ memberId, on }: NetworkChange): Promise<Network> {
  return parseAnswer(api.put<unknown>(`network/following/${memberId}`, { body: { following: on } }), () =>
    import('../types').then((m) => m.networkSchema),
  );
}

export function useUpdateFollowing() {
  return useNetworkMutation('following', updateFollowing);
}
