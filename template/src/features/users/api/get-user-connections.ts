/** GET /user/:id/followers and GET /user/:id/friends: the people on either side of a user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { connectionSchema, type ConnectionKind, type UserConnection } from '../types';
import { userKeys } from './keys';

const answerSchema = z.object({ users: z.array(connectionSchema) });

export async function getUserConnections(
  id: number,
  kind: ConnectionKind,
  signal?: AbortSignal,
): Promise<UserConnection[]> {
  return answerSchema.parse(await api.get<unknown>(`user/${id}/${kind}`, { signal })).users;
}

export const userConnectionsQuery = (id: number, kind: ConnectionKind) =>
  queryOptions({
    queryKey: userKeys.connections(id, kind),
    queryFn: ({ signal }) => getUserConnections(id, kind, signal),
  });

export function useUserConnections(id: number, kind: ConnectionKind) {
  return useQuery(userConnectionsQuery(id, kind));
}
