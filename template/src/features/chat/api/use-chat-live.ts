/**
 * The chat screen's live side: the socket's events in the query cache, who is typing, and `send`,
 * which shows the message at once, goes over the socket, or over REST while the socket is down.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import type { ChatOutgoing } from '../types';
import { addMessage, addPending, applySocketEvent, dropPending } from './chat-cache';
import { openChatConnection } from './chat-socket';
import { chatKeys } from './keys';
import { sendMessage } from './send-message';

export interface ChatLive {
  connected: boolean;
  /** Conversations whose contact is typing now. */
  typing: ReadonlySet<string>;
  /** The server's reason for the last refused send, if any. */
  refused: string | null;
  send: (message: Omit<ChatOutgoing, 'type' | 'clientId'>) => void;
}

export function useChatLive(): ChatLive {
  const client = useQueryClient();
  // A new language opens a new socket, named in it (the open queries are asked again on their own).
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [connected, setConnected] = useState(false);
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<string | null>(null);
  const connection = useRef<ReturnType<typeof openChatConnection> | null>(null);
  const pending = useRef(new Map<string, string>());

  useEffect(() => {
    let opened = false;
    const live = openChatConnection({
      language,
      onEvent(event) {
        applySocketEvent(client, event);
        if (event.type === 'typing' || event.type === 'message') {
          const id = event.type === 'typing' ? event.conversationId : event.message.conversationId;
          const on = event.type === 'typing' && event.typing;
          setTyping((now) => (now.has(id) === on ? now : toggled(now, id, on)));
        }
        if (event.type === 'rejected') {
          const conversationId = pending.current.get(event.clientId);
          if (conversationId) dropPending(client, conversationId, event.clientId);
          setRefused(event.message);
        }
      },
      onOpenChange(open) {
        setConnected(open);
        // After a reconnect, fetch what arrived while the socket was down.
        if (open && opened) void client.invalidateQueries({ queryKey: chatKeys.all });
        opened ||= open;
      },
    });
    connection.current = live;
    return () => {
      live.close();
      connection.current = null;
    };
  }, [client, language]);

  const send = useCallback<ChatLive['send']>(
    (message) => {
      const clientId = crypto.randomUUID();
      const frame: ChatOutgoing = { type: 'send', clientId, ...message };
      setRefused(null);
      pending.current.set(clientId, message.conversationId);
      addPending(client, { ...message, clientId, from: 'me', sentAt: new Date().toISOString(), status: 'sent' });
      if (connection.current?.send(frame)) return;
      sendMessage(frame).then(
        (stored) => addMessage(client, stored),
        (error: unknown) => {
          dropPending(client, message.conversationId, clientId);
          setRefused(apiErrorMessage(error) ?? String(error));
        },
      );
    },
    [client],
  );

  return { connected, typing, refused, send };
}

function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
