/** GET /chat/conversations?q=: the contacts with their unread count and last message, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { ChatConversation } from '../types';
import { chatKeys } from './keys';

export function getConversations(q: string, signal?: AbortSignal): Promise<ChatConversation[]> {
  const answer = api.get<unknown>('chat/conversations', { params: q ? { q } : undefined, signal });
  return parseAnswer(answer, () => import('../types').then((m) => m.conversationListSchema));
}

export function useConversations(q: string) {
  return useQuery({
    queryKey: chatKeys.conversations(q),
    queryFn: ({ signal }) => getConversations(q, signal),
    placeholderData: keepPreviousData,
  });
}
