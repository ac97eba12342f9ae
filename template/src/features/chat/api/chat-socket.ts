/**
 * The chat's live connection: one WebSocket to VITE_CHAT_SOCKET_URL (config/env.ts), opened once
 * the API is ready (the demo backend answers sockets only once it runs), authenticated with the
 * access token, naming the reader's language (a socket cannot send Accept-Language), and reopened
 * with a growing delay when it drops. Frames are JSON; the protocol is
 * written out in the demo server, mocks/chat-socket.ts, for whoever writes the real one.
 */
import { env, socketAddress } from '@/config/env';
import { warmUpApi } from '@/lib/api-ready';
import { getAccessToken } from '@/lib/session';
import type { ChatOutgoing, ChatSocketEvent } from '../types';

export interface ChatConnectionEvents {
  /** The language the server's messages should come in (`lang` in the socket's URL). */
  language: string;
  onEvent: (event: ChatSocketEvent) => void;
  /** Open (true) or closed (false); after a reopen, what was missed should be fetched again. */
  onOpenChange: (open: boolean) => void;
}

const retryDelays = [1000, 2000, 5000];

export function openChatConnection({ language, onEvent, onOpenChange }: ChatConnectionEvents) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schema = import('../types').then((m) => m.socketEventSchema);

  async function connect() {
    await warmUpApi();
    if (stopped) return;
    const address = new URL(socketAddress(env.chatSocketUrl, location.href));
    address.searchParams.set('token', getAccessToken() ?? '');
    address.searchParams.set('lang', language);
    const current = new WebSocket(address);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      onOpenChange(true);
    });
    current.addEventListener('message', (message) => {
      void schema.then((s) => {
        const parsed = typeof message.data === 'string' ? s.safeParse(safeJson(message.data)) : null;
        if (parsed?.success) onEvent(parsed.data);
      });
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      onOpenChange(false);
      if (!stopped) timer = setTimeout(() => void connect(), retryDelays[Math.min(attempt++, retryDelays.length - 1)]);
    });
  }

  void connect();
  return {
    /** Sends over the socket; false when it is not open (the caller falls back to REST). */
    send(frame: ChatOutgoing): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
