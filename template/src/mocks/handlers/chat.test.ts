import { describe, expect, it } from 'vitest';
import { env, socketAddress } from '@/config/env';
import { chatSocketLink } from '../chat-link';
import { chatTimings } from '../chat-socket';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';

const server = useDemoServer();
const admin = async () => (await loginAs('admin@demo.com')).accessToken;

describe('chat REST endpoints', () => {
  it('lists conversations newest first, with unread counts, and searches by name', async () => {
    const token = await admin();
    const list = (await callApi('GET', '/chat/conversations', { token })).body;
    expect(list).toHaveLength(8);
    const times = list.filter((c: any) => c.lastMessage).map((c: any) => c.lastMessage.sentAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.find((c: any) => c.id === 'c3')).toMatchObject({ unread: 2, contact: { name: 'Joaquina Weisenborn' } });
    const found = (await callApi('GET', '/chat/conversations?q=verla', { token })).body;
    expect(found.map((c: any) => c.id)).toEqual(['c4']);
    expect((await callApi('GET', `/chat/conversations?q=${'x'.repeat(101)}`, { token })).status).toBe(400);
    expect((await callApi('GET', '/chat/conversations')).status).toBe(401);
  });

  it('answers a thread oldest first, and 404 for an unknown conversation', async () => {
    const token = await admin();
    const thread = (await callApi('GET', '/chat/conversations/c1/messages', { token })).body;
    expect(thread.contact.id).toBe('c1');
    expect(thread.messages).toHaveLength(5);
    expect(thread.messages[0].text).toMatch(/onboarding screens/);
    const unknown = await callApi('GET', '/chat/conversations/c99/messages', { token });
    expect(unknown).toEqual({ status: 404, body: { message: 'Conversation c99 not found' } });
  });

  it('marks a conversation read', async () => {
    const token = await admin();
    expect((await callApi('POST', '/chat/conversations/c3/read', { token })).body).toEqual({ id: 'c3', unread: 0 });
    const list = (await callApi('GET', '/chat/conversations', { token })).body;
    expect(list.find((c: any) => c.id === 'c3').unread).toBe(0);
    expect((await callApi('POST', '/chat/conversations/nope/read', { token })).status).toBe(404);
  });

  it('stores a sent message, kept as plain text, and it leads the list', async () => {
    const token = await admin();
    const text = '<img src=x onerror="alert(1)">';
    const sent = await callApi('POST', '/chat/conversations/c7/messages', { token, body: { text } });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ conversationId: 'c7', from: 'me', text, status: 'sent' });
    const list = (await callApi('GET', '/chat/conversations', { token })).body;
    expect(list[0]).toMatchObject({ id: 'c7', lastMessage: { text } });
  });

  it('refuses empty messages and bad attachments with field messages, storing nothing', async () => {
    const token = await admin();
    const send = (body: unknown) => callApi('POST', '/chat/conversations/c1/messages', { token, body });
    const empty = await send({ text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: ['Write a message or attach a file'] });
    const big = await send({ attachment: { name: 'a.png', size: 3_000_000, type: 'image/png' } });
    expect(big.body.errors).toEqual({ 'attachment.size': ['Attachment must be at most 2 MB'] });
    const exe = await send({ attachment: { name: 'a.exe', size: 10, type: 'application/x-msdownload' } });
    expect(Object.keys(exe.body.errors)).toEqual(['attachment.type']);
    expect((await send({ text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await callApi('POST', '/chat/conversations/c99/messages', { token, body: { text: 'hi' } })).status).toBe(
      404,
    );
    const thread = (await callApi('GET', '/chat/conversations/c1/messages', { token })).body;
    expect(thread.messages).toHaveLength(5);
  });
});

describe('chat socket', () => {
  const address = (token: string) => `${socketAddress(env.chatSocketUrl, location.href)}?token=${token}`;

  function connect(token: string) {
    server.use(chatSocketLink(location.href));
    const socket = new WebSocket(address(token));
    const frames: any[] = [];
    socket.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data))));
    const opened = new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    return { socket, frames, opened };
  }

  it('delivers a sent message, shows the contact typing, then their reply, all stored', async () => {
    Object.assign(chatTimings, { delivered: 5, read: 10, typing: 15, reply: 10 });
    const token = await admin();
    const { socket, frames, opened } = connect(token);
    await opened;
    socket.send(JSON.stringify({ type: 'send', clientId: 'k1', conversationId: 'c1', text: 'Ready?' }));
    await expect.poll(() => frames.map((f) => f.type), { timeout: 2000 }).toContain('message');
    await expect.poll(() => frames.filter((f) => f.type === 'message').length, { timeout: 2000 }).toBe(2);
    const [own, reply] = frames.filter((f) => f.type === 'message').map((f) => f.message);
    expect(own).toMatchObject({ from: 'me', text: 'Ready?', clientId: 'k1' });
    expect(reply).toMatchObject({ from: 'contact', conversationId: 'c1', text: 'Got it, thanks!' });
    expect(frames.filter((f) => f.type === 'status').map((f) => f.status)).toEqual(['delivered', 'read']);
    expect(frames.filter((f) => f.type === 'typing').map((f) => f.typing)).toEqual([true, false]);
    const thread = (await callApi('GET', '/chat/conversations/c1/messages', { token })).body;
    expect(thread.messages.slice(-2).map((m: any) => [m.text, m.status])).toEqual([
      ['Ready?', 'read'],
      ['Got it, thanks!', 'read'],
    ]);
    socket.close();
  });

  it('rejects a bad send to its sender only, and a connection without a valid token', async () => {
    const token = await admin();
    const { socket, frames, opened } = connect(token);
    await opened;
    socket.send(JSON.stringify({ type: 'send', clientId: 'k2', conversationId: 'c1', text: '' }));
    socket.send(JSON.stringify({ type: 'send', clientId: 'k3', conversationId: 'c99', text: 'hi' }));
    await expect.poll(() => frames.length, { timeout: 2000 }).toBe(2);
    expect(frames).toEqual([
      { type: 'rejected', clientId: 'k2', message: 'Write a message or attach a file' },
      { type: 'rejected', clientId: 'k3', message: 'Conversation c99 not found' },
    ]);
    socket.close();

    const stranger = connect('forged');
    const closed = new Promise<CloseEvent>((resolve) => stranger.socket.addEventListener('close', resolve));
    expect((await closed).code).toBe(4401);
  });

  it('closes the connection of an account whose role may not read Chat (4403), and opens it once it may', async () => {
    const refused = connect(await clientToken());
    const closed = new Promise<CloseEvent>((resolve) => refused.socket.addEventListener('close', resolve));
    expect((await closed).code).toBe(4403);

    const allowed = connect(await clientToken([{ action: 'read', subject: 'Chat' }]));
    await allowed.opened;
    allowed.socket.close();
  });
});

describe('who may call the chat endpoints', () => {
  const calls = [
    'GET /chat/conversations',
    'GET /chat/conversations/c1/messages',
    'POST /chat/conversations/c1/read',
    'POST /chat/conversations/c1/messages',
  ];

  it('answers 403 to a role that may not read Chat, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Chat', calls);
    const token = await clientToken([{ action: 'read', subject: 'Chat' }]);
    expect((await callApi('GET', '/chat/conversations', { token })).status).toBe(200);
  });
});
