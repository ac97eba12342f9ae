import { describe, expect, it } from 'vitest';
import { env, socketAddress } from '@/config/env';
import { chatContacts, chatReplies, seedChatMessages } from '../data/chat';
import { chatSocketLink } from '../chat-link';
import { chatTimings } from '../chat-socket';
import { callApi, loginAs, useDemoServer } from '../testing';

const server = useDemoServer();

type Message = { id: string; from: string; text: string };
type Contact = { id: string; name: string; role: string; about: string };

async function reader(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  return {
    token,
    conversations: async () =>
      (await callApi('GET', '/chat/conversations', { token, headers })).body as {
        contact: Contact;
        lastMessage: Message | null;
      }[],
    thread: async (id: string) =>
      (await callApi('GET', `/chat/conversations/${id}/messages`, { token, headers })).body as {
        contact: Contact;
        messages: Message[];
      },
  };
}

const english = new Set([
  ...chatContacts.flatMap((c) => [c.role, c.about]),
  ...seedChatMessages().map((m) => m.text),
  ...chatReplies,
]);

describe("chat in the reader's language", () => {
  it('answers contacts and seeded messages in French and Arabic, English without a language; names stay', async () => {
    const en = await reader();
    expect((await en.thread('c1')).messages[0]?.text).toMatch(/onboarding screens/);
    for (const language of ['fr', 'ar']) {
      const r = await reader(language);
      const list = await r.conversations();
      expect(list.map((c) => c.contact.name)).toEqual((await en.conversations()).map((c) => c.contact.name));
      for (const { contact, lastMessage } of list) {
        expect(english).not.toContain(contact.role);
        expect(english).not.toContain(contact.about);
        if (lastMessage) expect(english).not.toContain(lastMessage.text);
        const thread = await r.thread(contact.id);
        expect(english).not.toContain(thread.contact.about);
        for (const m of thread.messages) expect(english, `${language} ${m.id}`).not.toContain(m.text);
      }
    }
    expect((await (await reader('fr')).thread('c4')).contact.role).toBe('Responsable du support');
  });

  it("sends each page the contact's reply in the language it named, and keeps the user's own words", async () => {
    Object.assign(chatTimings, { delivered: 5, read: 10, typing: 15, reply: 10 });
    const { token } = await reader();
    server.use(chatSocketLink(location.href));
    const address = `${socketAddress(env.chatSocketUrl, location.href)}?token=${token}`;
    const pages = ['fr', 'ar', ''].map((lang) => {
      const socket = new WebSocket(lang ? `${address}&lang=${lang}` : address);
      const texts: string[] = [];
      socket.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data));
        if (frame.type === 'message') texts.push(frame.message.text);
      });
      return { socket, texts, opened: new Promise((resolve) => socket.addEventListener('open', resolve)) };
    });
    await Promise.all(pages.map((p) => p.opened));
    pages[0]!.socket.send(JSON.stringify({ type: 'send', clientId: 'k1', conversationId: 'c1', text: 'Ready?' }));
    await expect.poll(() => pages.map((p) => p.texts.length), { timeout: 2000 }).toEqual([2, 2, 2]);
    expect(pages.map((p) => p.texts)).toEqual([
      ['Ready?', 'Bien reçu, merci !'],
      ['Ready?', 'وصلتني، شكرًا!'],
      ['Ready?', 'Got it, thanks!'],
    ]);
    // Stored once, in English; each reader gets it in theirs.
    const last = async (language?: string) => (await (await reader(language)).thread('c1')).messages.slice(-2);
    expect((await last()).map((m) => m.text)).toEqual(['Ready?', 'Got it, thanks!']);
    expect((await last('fr')).map((m) => m.text)).toEqual(['Ready?', 'Bien reçu, merci !']);
    pages.forEach((p) => p.socket.close());
  });
});
