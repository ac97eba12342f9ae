/**
 * How the chat's query cache follows the live traffic: a pending copy of each message shows at once
 * and is replaced by the stored one when it comes back (matched by its clientId); delivery changes
 * patch the bubbles in place; the list refetches for its last message and unread counts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSocketEvent, ChatThread } from '../types';
import { chatKeys } from './keys';

const pendingId = (clientId: string) => `pending-${clientId}`;

export const isPending = (message: ChatMessage) => message.id.startsWith('pending-');

function patchThread(client: QueryClient, id: string, patch: (messages: ChatMessage[]) => ChatMessage[]) {
  client.setQueryData<ChatThread>(chatKeys.thread(id), (thread) =>
    thread ? { ...thread, messages: patch(thread.messages) } : thread,
  );
}

/** Shows a message the user is sending before the server has it. */
export function addPending(client: QueryClient, message: Omit<ChatMessage, 'id'> & { clientId: string }) {
  patchThread(client, message.conversationId, (messages) => [
    ...messages,
    { ...message, id: pendingId(message.clientId) },
  ]);
}

export function dropPending(client: QueryClient, conversationId: string, clientId: string) {
  patchThread(client, conversationId, (messages) => messages.filter((m) => m.id !== pendingId(clientId)));
}

/** Puts a stored message in its thread: in place of its pending copy, or at the end. */
export function addMessage(client: QueryClient, message: ChatMessage) {
  patchThread(client, message.conversationId, (messages) => {
    const rest = messages.filter(
      (m) => m.id !== message.id && !(message.clientId && m.id === pendingId(message.clientId)),
    );
    return [...rest, message];
  });
  void client.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
}

/** Applies a socket event to the cache; answers the conversation a "typing" event is about. */
export function applySocketEvent(client: QueryClient, event: ChatSocketEvent): void {
  if (event.type === 'message') addMessage(client, event.message);
  if (event.type === 'status') {
    const ids = new Set(event.ids);
    patchThread(client, event.conversationId, (messages) =>
      messages.map((m) => (ids.has(m.id) ? { ...m, status: event.status } : m)),
    );
  }
}
