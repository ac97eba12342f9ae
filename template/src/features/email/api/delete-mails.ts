/** POST /email/messages/delete {ids}: removes messages for good (from the trash). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { emailKeys } from './keys';

export async function deleteMails(ids: readonly number[]): Promise<number> {
  const answer = api.post<unknown>('email/messages/delete', { body: { ids } });
  return (await parseAnswer(answer, () => import('../types/schemas').then((m) => m.deletedMailsSchema))).deleted;
}

export function useDeleteMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
