/**
 * Demo backend of the chat: history and contacts over REST, live traffic over a WebSocket
 * (mocks/chat-socket.ts, on the socket URL of config/env.ts).
 *   GET  /chat/conversations?q=felecia         -> [{id, contact, unread, lastMessage}], newest first
 *   GET  /chat/conversations/:id/messages      -> {contact, messages} oldest first; 404 for an unknown id
 *   POST /chat/conversations/:id/read          -> {id, unread: 0}; the contact's messages count as read
 *   POST /chat/conversations/:id/messages {text, attachment?, clientId?} -> 201 {message}; the send of a page without its socket
 * A message needs text or an attachment; attachments are described (name, size, type), never uploaded.
 * Contacts' roles and about lines, seeded messages and contacts' replies come in the reader's
 * language (Accept-Language, mocks/locale.ts); names and what the user wrote stay as they are.
 * Every endpoint needs read Chat, what the chat screen's route needs (403 otherwise); so does the socket.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import {
  messageBodySchema,
  type ChatContact,
  type ChatConversation,
  type ChatMessage,
  type MessageInput,
} from '@/features/chat/types';
import { collection } from '../db';
import type { Locale } from '@/config/theme';
import { chatContacts, chatReplies, chatSeedUnread, seedChatMessages } from '../data/chat';
import { chatAr } from '../data/chat-ar';
import { chatFr } from '../data/chat-fr';
import { api, notFound, parseBody, parseQuery, requireAbility } from '../http';
import { localeOf, translated } from '../locale';

export const chatMessagesTable = collection<ChatMessage>('chat-messages', () => seedChatMessages());
export const chatUnreadTable = collection<{ id: string; unread: number }>('chat-unread', () =>
  Object.entries(chatSeedUnread).map(([id, unread]) => ({ id, unread })),
);

export const findContact = (id: string) => chatContacts.find((c) => c.id === id);

const contactTexts = { fr: chatFr.contacts, ar: chatAr.contacts };
const messageTexts = { fr: chatFr.messages, ar: chatAr.messages };
/** The replies by their English text: a stored reply holds it, and contacts write nothing else after the seed. */
const replyTexts = {
  fr: Object.fromEntries(chatReplies.map((text, i) => [text, { text: chatFr.replies[i]! }])),
  ar: Object.fromEntries(chatReplies.map((text, i) => [text, { text: chatAr.replies[i]! }])),
};

const contactIn = (contact: ChatContact, locale: Locale) => translated(contact, contact.id, locale, contactTexts);

/** A stored message in `locale`: a seeded one by its id, a contact's reply by its text; the user's own as written. */
export function messageIn(message: ChatMessage, locale: Locale): ChatMessage {
  if (message.from === 'contact' && chatReplies.includes(message.text))
    return translated(message, message.text, locale, replyTexts);
  return translated(message, message.id, locale, messageTexts);
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.sentAt.localeCompare(b.sentAt);

/** A conversation's messages, oldest first, as stored (in English where they are seed prose). */
export function messagesOf(conversationId: string): ChatMessage[] {
  return chatMessagesTable
    .all()
    .filter((m) => m.conversationId === conversationId)
    .sort(byTime);
}

export function conversations(locale: Locale): ChatConversation[] {
  const unread = new Map(chatUnreadTable.all().map((row) => [row.id, row.unread]));
  return chatContacts
    .map((contact) => {
      const last = messagesOf(contact.id).at(-1);
      return {
        id: contact.id,
        contact: contactIn(contact, locale),
        unread: unread.get(contact.id) ?? 0,
        lastMessage: last ? messageIn(last, locale) : null,
      };
    })
    .sort((a, b) => (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? ''));
}

/** Stores a message of the signed-in user in a conversation. */
export function storeOwnMessage(conversationId: string, input: MessageInput): ChatMessage {
  return chatMessagesTable.insert({
    id: `m${chatMessagesTable.nextId()}`,
    conversationId,
    from: 'me',
    text: input.text,
    sentAt: new Date().toISOString(),
    status: 'sent',
    ...(input.attachment && { attachment: input.attachment }),
    ...(input.clientId && { clientId: input.clientId }),
  });
}

export function markRead(conversationId: string): void {
  if (chatUnreadTable.find(conversationId)) chatUnreadTable.update(conversationId, { unread: 0 });
}

const listQuery = z.object({ q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))) });

export const handlers = [
  http.get(api('chat/conversations'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Chat');
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const q = query.q?.trim().toLowerCase() ?? '';
    return HttpResponse.json(
      conversations(localeOf(request)).filter((c) => !q || c.contact.name.toLowerCase().includes(q)),
    );
  }),

  http.get(api('chat/conversations/:id/messages'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Chat');
    if (user instanceof Response) return user;
    const contact = findContact(String(params.id));
    if (!contact) return notFound(`Conversation ${String(params.id)}`);
    const locale = localeOf(request);
    return HttpResponse.json({
      contact: contactIn(contact, locale),
      messages: messagesOf(contact.id).map((m) => messageIn(m, locale)),
    });
  }),

  http.post(api('chat/conversations/:id/read'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Chat');
    if (user instanceof Response) return user;
    const contact = findContact(String(params.id));
    if (!contact) return notFound(`Conversation ${String(params.id)}`);
    markRead(contact.id);
    return HttpResponse.json({ id: contact.id, unread: 0 });
  }),

  http.post(api('chat/conversations/:id/messages'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Chat');
    if (user instanceof Response) return user;
    const contact = findContact(String(params.id));
    if (!contact) return notFound(`Conversation ${String(params.id)}`);
    const body = await parseBody(messageBodySchema, request);
    if (body instanceof Response) return body;
    return HttpResponse.json({ message: storeOwnMessage(contact.id, body) }, { status: 201 });
  }),
];
