/** GET /user/:id: one user with their profile (404 when the id is unknown). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { UserDetails } from '../types';
import { userKeys } from './keys';

export async function getUser(id: number, signal?: AbortSignal): Promise<UserDetails> {
  return parseAnswer(api.get<unknown>(`user/${id}`, { signal }), () =>
    import('../types').then((m) => m.userDetailsSchema),
  );
}

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}
