import { describe, expect, it } from 'vitest';
import { seedMails } from '../data/email';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Listed = { id: number; subject: string; preview: string };

async function session(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const options = { token, headers };
  return {
    options,
    list: async (query: string) =>
      (await callApi('GET', `/email/messages?itemsPerPage=100&${query}`, options)).body.items as Listed[],
    read: async (id: number) => (await callApi('GET', `/email/messages/${id}`, options)).body,
  };
}

const seed = seedMails();
const english = new Set(seed.flatMap((m) => [m.subject, m.html]));

describe("email in the reader's language", () => {
  it('answers every seeded subject, preview and body in French and Arabic, English without a language', async () => {
    const en = await session();
    expect((await en.list('folder=inbox'))[0]).toMatchObject({ subject: 'Server migration this weekend' });
    for (const language of ['fr', 'ar']) {
      const reader = await session(language);
      for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash']) {
        const items = await reader.list(`folder=${folder}`);
        expect(items.map((m) => m.id)).toEqual((await en.list(`folder=${folder}`)).map((m) => m.id));
        for (const m of items) expect(english, `${language} ${m.id}`).not.toContain(m.subject);
      }
      const { mail, thread } = await reader.read(3);
      expect(thread.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
      for (const m of [mail, ...thread]) {
        expect(english).not.toContain(m.subject);
        expect(english).not.toContain(m.html);
      }
    }
    const fr = await session('fr');
    expect((await fr.read(11)).mail.preview).toMatch(/^Pour info : nous migrons/);
    expect((await (await session('ar')).read(17)).mail.subject).toBe('تأخّر الشحنة');
  });

  it("searches the reader's language", async () => {
    const fr = await session('fr');
    expect((await fr.list('folder=inbox&q=douane')).map((m) => m.subject)).toEqual(['Livraison retardée']);
    expect(await fr.list('folder=inbox&q=customs')).toEqual([]);
  });

  it('keeps a draft as the user typed it, in every language', async () => {
    const fr = await session('fr');
    const draft = (await fr.read(31)).mail;
    // Saved from the French compose window with only the body changed: the subject is still the seed's.
    const body = { to: draft.to, cc: [], bcc: [], subject: draft.subject, attachments: [], mode: 'draft' };
    const typed = { ...body, html: '<p>Bonjour Aisha, j’ajouterais une pause café.</p>' };
    expect((await callApi('PUT', '/email/messages/31', { ...fr.options, body: typed })).status).toBe(200);
    const seedSubject = seed.find((m) => m.id === 31)!.subject;
    expect((await (await session()).read(31)).mail).toMatchObject({ subject: seedSubject, html: typed.html });
    expect((await (await session('ar')).read(31)).mail).toMatchObject({ subject: 'رد: جدول أعمال ورشة العمل' });
    for (const language of ['en', 'fr', 'ar'])
      expect((await (await session(language)).read(31)).mail.html).toBe(typed.html);
  });
});
