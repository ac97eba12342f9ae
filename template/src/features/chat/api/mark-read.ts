/** POST /chat/conversations/:id/read: the contact's messages count as read; the list's badge clears. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { chatKeys } from './keys';

export function markRead(id: string) {
  const answer = api.post<unknown>(`chat/conversations/${encodeURIComponent(id)}/read`);
  return parseAnswer(answer, () => import('../types').then((m) => m.readSchema));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] }),
  });
}
