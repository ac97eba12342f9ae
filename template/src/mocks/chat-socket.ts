/**
 * The chat's socket server, as the demo plays it: browser.ts links the socket URL and loads this
 * module on the first connection, so none of it is in the pages that never open the chat.
 * Protocol (JSON text frames), the same a real server would speak:
 *   page -> server  {type: 'send', clientId, conversationId, text, attachment?}
 *   server -> pages {type: 'message', message}            a new message, to every tab
 *                   {type: 'status', conversationId, ids, status}   sent -> delivered -> read
 *                   {type: 'typing', conversationId, typing}
 *                   {type: 'rejected', clientId, message} a send the server refused (to its sender)
 * The page authenticates with `?token=<access token>`; a bad token closes the socket (4401), and so
 * does an account whose role may not read Chat (4403). It names its language with `&lang=fr` (a
 * socket sends no Accept-Language): each page gets the seeded and replied messages in its own.
 */
import type { WebSocketData, WebSocketLink } from 'msw';
import { messageBodySchema, type ChatMessage, type ChatSocketEvent } from '@/features/chat/types';
import { chatReplies } from './data/chat';
import {
  chatMessagesTable,
  chatUnreadTable,
  findContact,
  messageIn,
  messagesOf,
  storeOwnMessage,
} from './handlers/chat';
import { userMay } from './http';
import { localeOfHeader } from './locale';
import { userFromAccessToken } from './sessions';

type Client = WebSocketLink['clients'] extends Set<infer C> ? C : never;

/** Delays (ms) of the contact's side, after a send; tests shorten them. */
export const chatTimings = { delivered: 300, read: 900, typing: 1200, reply: 1600 };

const emit = (link: WebSocketLink, event: ChatSocketEvent) => link.broadcast(JSON.stringify(event));

/** A new message to every page, in the language each one named. */
function emitMessage(link: WebSocketLink, message: ChatMessage): void {
  for (const client of link.clients) {
    const locale = localeOfHeader(client.url.searchParams.get('lang') ?? '');
    client.send(JSON.stringify({ type: 'message', message: messageIn(message, locale) } satisfies ChatSocketEvent));
  }
}

export function acceptConnection(client: Client): boolean {
  const user = userFromAccessToken(client.url.searchParams.get('token') ?? '');
  if (!user || user === 'expired') {
    client.close(4401, 'Unauthorized');
    return false;
  }
  // The chat's REST endpoints need `read Chat`; so does its socket.
  if (userMay(user, 'read', 'Chat')) return true;
  client.close(4403, 'Forbidden');
  return false;
}

function parseFrame(data: WebSocketData): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

export function receive(link: WebSocketLink, client: Client, data: WebSocketData): void {
  const frame = parseFrame(data) as { type?: unknown; clientId?: unknown; conversationId?: unknown } | undefined;
  const clientId = typeof frame?.clientId === 'string' ? frame.clientId : '';
  const reject = (message: string) => client.send(JSON.stringify({ type: 'rejected', clientId, message }));
  if (frame?.type !== 'send') return reject('Unknown frame: expected {type: "send", ...}');
  const contact = findContact(String(frame.conversationId));
  if (!contact) return reject(`Conversation ${String(frame.conversationId)} not found`);
  const input = messageBodySchema.safeParse(frame);
  if (!input.success) return reject(input.error.issues.map((issue) => issue.message).join('; '));
  emitMessage(link, storeOwnMessage(contact.id, input.data));
  playContact(link, contact.id, contact.presence !== 'offline');
}

function setStatus(link: WebSocketLink, conversationId: string, status: 'delivered' | 'read'): void {
  const ids = messagesOf(conversationId)
    .filter((m) => m.from === 'me' && m.status !== status && m.status !== 'read')
    .map((m) => m.id);
  if (!ids.length) return;
  ids.forEach((id) => chatMessagesTable.update(id, { status }));
  emit(link, { type: 'status', conversationId, ids, status });
}

let replyTurn = 0;

/** The contact's side: the message arrives, is read, the contact types, then answers. */
function playContact(link: WebSocketLink, conversationId: string, answers: boolean): void {
  setTimeout(() => setStatus(link, conversationId, 'delivered'), chatTimings.delivered);
  if (!answers) return;
  setTimeout(() => setStatus(link, conversationId, 'read'), chatTimings.read);
  setTimeout(() => emit(link, { type: 'typing', conversationId, typing: true }), chatTimings.typing);
  setTimeout(() => {
    const reply: ChatMessage = chatMessagesTable.insert({
      id: `m${chatMessagesTable.nextId()}`,
      conversationId,
      from: 'contact',
      text: chatReplies[replyTurn++ % chatReplies.length]!,
      sentAt: new Date().toISOString(),
      status: 'read',
    });
    const unread = (chatUnreadTable.find(conversationId)?.unread ?? 0) + 1;
    if (!chatUnreadTable.update(conversationId, { unread })) chatUnreadTable.insert({ id: conversationId, unread });
    emit(link, { type: 'typing', conversationId, typing: false });
    emitMessage(link, reply);
  }, chatTimings.typing + chatTimings.reply);
}
