/** POST /user/add: creates a user; the server assigns the id and answers 201 with the new entry. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { User, UserInput } from '../types';
import { userKeys } from './keys';

export async function addUser(input: UserInput): Promise<User> {
  return parseAnswer(api.post<unknown>('user/add', { body: input }), () =>
    import('../types').then((m) => m.userSchema),
  );
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not repeated on a timeout: a second try could add the same person twice.
    mutationFn: addUser,
    onSuccess: (created) => {
      // The list shows the newcomer at once (newest first), then agrees with the server again.
      queryClient.setQueryData<User[]>(userKeys.list(), (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
