/**
 * POST /chat/conversations/:id/messages: the send of a page whose socket is down (the socket is
 * the usual way, see chat-socket.ts). Answers 201 {message}.
 */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { ChatMessage, ChatOutgoing } from '../types';

export async function sendMessage({ conversationId, text, attachment, clientId }: ChatOutgoing): Promise<ChatMessage> {
  const answer = api.post<unknown>(`chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
    body: { text, attachment, clientId },
  });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.sentMessageSchema))).message;
}
