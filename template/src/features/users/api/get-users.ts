/** GET /users: the whole directory, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { User } from '../types';
import { userKeys } from './keys';

export async function getUsers(signal?: AbortSignal): Promise<User[]> {
  return parseAnswer(api.get<unknown>('users', { signal }), () => import('../types').then((m) => m.userListSchema));
}

export const usersQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQuery());
}
