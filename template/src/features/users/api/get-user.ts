/** GET /user/:id: one user with their profile (404 when the id is unknown). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userDetailsSchema, type UserDetails } from '../types';
import { userKeys } from './keys';

export async function getUser(id: number, signal?: AbortSignal): Promise<UserDetails> {
  return userDetailsSchema.parse(await api.get<unknown>(`user/${id}`, { signal }));
}

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}
