/** GET /chat/conversations/:id/messages: the contact and the history, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { ChatThread } from '../types';
import { chatKeys } from './keys';

export function getThread(id: string, signal?: AbortSignal): Promise<ChatThread> {
  const answer = api.get<unknown>(`chat/conversations/${encodeURIComponent(id)}/messages`, { signal });
  return parseAnswer(answer, () => import('../types').then((m) => m.threadSchema));
}

export function useThread(id: string | null) {
  return useQuery({
    queryKey: chatKeys.thread(id ?? ''),
    queryFn: ({ signal }) => getThread(id!, signal),
    enabled: id !== null,
  });
}
