/**
 * PATCH /email/messages {ids, ...patch}: read or unread, star, move or label one or many messages.
 * Lists and counts refetch afterwards; an open message shows the change at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { MailPatch } from '../types/schemas';
import { emailKeys } from './keys';

export async function updateMails({ ids, ...patch }: MailPatch & { ids: readonly number[] }): Promise<number> {
  const answer = api.patch<unknown>('email/messages', { body: { ids, ...patch } });
  return (await parseAnswer(answer, () => import('../types/schemas').then((m) => m.updatedMailsSchema))).updated;
}

export function useUpdateMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
