/**
 * POST /email/messages (a new message, sent or kept as a draft) and PUT /email/messages/:id (a
 * draft saved again, or sent). Lists, counts and the open message refetch afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Mail, MailInput } from '../types/schemas';
import { emailKeys } from './keys';

export async function saveMail({ draftId, ...input }: MailInput & { draftId?: number }): Promise<Mail> {
  const answer =
    draftId === undefined
      ? api.post<unknown>('email/messages', { body: input })
      : api.put<unknown>(`email/messages/${draftId}`, { body: input });
  return parseAnswer(answer, () => import('../types/schemas').then((m) => m.mailSchema));
}

export function useSaveMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
