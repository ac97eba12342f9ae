/**
 * The chat socket's link: MSW answers WebSockets only through a link registered when the worker
 * starts (browser.ts; the tests' server), so the link is this small; the chat's server code
 * (chat-socket.ts) loads on the first connection, and frames wait for it in order.
 */
import { ws, type WebSocketHandler } from 'msw';
import { env, socketAddress } from '@/config/env';
import { rolesReady } from './http';

export function chatSocketLink(pageUrl: string): WebSocketHandler {
  const link = ws.link(socketAddress(env.chatSocketUrl, pageUrl));
  // The socket asks the account's rules (http.ts's userMay): they wait for the roles' store too.
  const server = () => Promise.all([import('./chat-socket'), rolesReady()]).then(([module]) => module);
  return link.addEventListener('connection', ({ client }) => {
    const accepted = server().then((m) => m.acceptConnection(client));
    client.addEventListener('message', (event) => {
      void accepted.then(async (ok) => ok && (await server()).receive(link, client, event.data));
    });
  });
}
