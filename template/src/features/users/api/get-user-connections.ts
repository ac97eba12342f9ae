/** GET /user/:id/followers and GET /user/:id/friends: the people on either side of a user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { ConnectionKind, UserConnection } from '../types';
import { userKeys } from './keys';

export async function getUserConnections(
  id: number,
  kind: ConnectionKind,
  signal?: AbortSignal,
): Promise<UserConnection[]> {
  return (
    await parseAnswer(api.get<unknown>(`user/${id}/${kind}`, { signal }), () =>
      import('../types').then((m) => m.connectionListSchema),
    )
  ).users;
}

export const userConnectionsQuery = (id: number, kind: ConnectionKind) =>
  queryOptions({
    queryKey: userKeys.connections(id, kind),
    queryFn: ({ signal }) => getUserConnections(id, kind, signal),
  });

export function useUserConnections(id: number, kind: ConnectionKind) {
  return useQuery(userConnectionsQuery(id, kind));
}
