/** GET /users: the whole directory, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '../types';
import { userKeys } from './keys';

export const userListSchema = z.array(userSchema);

export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  return userListSchema.parse(await api.get<unknown>('users', { signal }));
}

export const usersQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQuery());
}
