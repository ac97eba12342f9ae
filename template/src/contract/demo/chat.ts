/**
 * The contract's chat endpoints over REST (live traffic goes over the WebSocket of config/env.ts,
 * outside this contract): conversations, a thread, marking it read, and a message sent by a page
 * without its socket.
 */
import { z } from 'zod/mini';
import {
  conversationListSchema,
  messageBodySchema,
  readSchema,
  sentMessageSchema,
  threadSchema,
  type ChatConversation,
} from '@/features/chat/types';
import type { AnswerOf, Endpoint } from '../types';

const firstPath = (answerOf: AnswerOf) => {
  const first = answerOf<ChatConversation[]>('listConversations')?.[0];
  return first && { path: { id: first.id } };
};

export const chatEndpoints: Endpoint[] = [
  {
    id: 'listConversations',
    method: 'get',
    path: '/chat/conversations',
    tag: 'Chat',
    summary: "Conversations, newest first, searched by the contact's name",
    query: z.object({ q: z.optional(z.string()) }),
    answer: conversationListSchema,
    ability: { action: 'read', subject: 'Chat' },
    errors: [400],
  },
  {
    id: 'getConversation',
    method: 'get',
    path: '/chat/conversations/{id}/messages',
    tag: 'Chat',
    summary: 'A conversation, oldest message first',
    answer: threadSchema,
    ability: { action: 'read', subject: 'Chat' },
    errors: [404],
    sample: firstPath,
  },
  {
    id: 'markConversationRead',
    method: 'post',
    path: '/chat/conversations/{id}/read',
    tag: 'Chat',
    summary: "The contact's messages count as read",
    answer: readSchema,
    ability: { action: 'read', subject: 'Chat' },
    errors: [404],
    sample: firstPath,
  },
  {
    id: 'sendMessage',
    method: 'post',
    path: '/chat/conversations/{id}/messages',
    tag: 'Chat',
    summary: 'Send text, an attachment (described, never uploaded) or both',
    body: messageBodySchema,
    answer: sentMessageSchema,
    status: 201,
    ability: { action: 'read', subject: 'Chat' },
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const path = firstPath(answerOf);
      return path && { ...path, body: { text: 'Sent by the contract check' } };
    },
  },
];
