/** PUT /network/connections/:id {connected}: connects with a member or ends it; answers the whole network. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Network } from '../types';
import { useNetworkMutation, type NetworkChange } from './network-mutation';

export async function updateConnection({ memberId, on }: NetworkChange): Promise<Network> {
  return parseAnswer(api.put<unknown>(`network/connections/${memberId}`, { body: { connected: on } }), () =>
    import('../types').then((m) => m.networkSchema),
  );
}

export function useUpdateConnection() {
  return useNetworkMutation('connections', updateConnection);
}
