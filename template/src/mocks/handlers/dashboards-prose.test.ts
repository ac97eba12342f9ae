import { describe, expect, it } from 'vitest';
import { analyticsSeed } from '../data/dashboards-analytics';
import { activities } from '../data/dashboards-crm';
import { ecommerceSeed } from '../data/dashboards-ecommerce';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Shop = {
  post: { text: string; likes: number };
  comments: { id: string; author: string; text: string }[];
  tasks: { id: string; title: string; due: string }[];
};

async function shop(token: string, language?: string): Promise<Shop> {
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  return (await callApi('GET', '/dashboards/ecommerce', { token, headers })).body;
}

const english = new Set([
  ecommerceSeed.post.text,
  ...ecommerceSeed.comments.map((c) => c.text),
  ...ecommerceSeed.tasks.map((t) => t.title),
]);

describe('eCommerce dashboard prose', () => {
  it("answers the post, the seeded comments and the tasks in the reader's language; a posted comment stays", async () => {
    const token = (await loginAs('admin@demo.com')).accessToken;
    await callApi('POST', '/dashboards/ecommerce/comments', { token, body: { text: 'Superbe lampe !' } });
    const en = await shop(token);
    expect(en.post.text).toBe(ecommerceSeed.post.text);
    expect((await shop(token, 'fr')).tasks[1]?.title).toBe('Revoir les nouvelles limites de débit de l’API');
    for (const language of ['fr', 'ar']) {
      const answer = await shop(token, language);
      const texts = [answer.post.text, ...answer.comments.slice(0, -1).map((c) => c.text)];
      for (const text of [...texts, ...answer.tasks.map((t) => t.title)]) expect(english, language).not.toContain(text);
      expect(answer.comments.at(-1)?.text).toBe('Superbe lampe !');
      // Only the words change: ids, authors, dates and likes are the same in every language.
      const shape = (s: Shop) => [
        s.post.likes,
        s.comments.map((c) => [c.id, c.author]),
        s.tasks.map((t) => [t.id, t.due]),
      ];
      expect(shape(answer)).toEqual(shape(en));
    }
  });
});

describe('CRM activities', () => {
  it("are titled in the reader's language, English without one; people, dates and paging stay", async () => {
    const token = (await loginAs('admin@demo.com')).accessToken;
    const page = async (n: number, language?: string) => {
      const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
      return (await callApi('GET', `/dashboards/crm/activities?page=${n}&perPage=5`, { token, headers })).body as {
        items: { id: string; title: string; start: string; people: string[] }[];
      };
    };
    const english = new Set(activities.map((a) => a.title));
    for (const n of [1, 2]) {
      const en = await page(n);
      expect(en.items.map((a) => a.title)).toEqual(activities.slice((n - 1) * 5, n * 5).map((a) => a.title));
      for (const language of ['fr', 'ar']) {
        const answer = await page(n, language);
        for (const a of answer.items) expect(english, `${language} ${a.id}`).not.toContain(a.title);
        const shape = (p: typeof en) => p.items.map(({ id, start, people }) => [id, start, people]);
        expect(shape(answer)).toEqual(shape(en));
      }
    }
    expect((await page(2, 'fr')).items.at(-1)?.title).toBe('Rétrospective semestrielle');
  });
});

describe('Analytics tasks', () => {
  it("are titled in the reader's language, English without one; owners, progress and dates stay", async () => {
    const token = (await loginAs('admin@demo.com')).accessToken;
    type Task = { id: string; title: string; owner: string; done: number; due: string };
    const tasks = async (language?: string) => {
      const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
      return (await callApi('GET', '/dashboards/analytics', { token, headers })).body.tasks as Task[];
    };
    const en = await tasks();
    expect(en.map((t) => t.title)).toEqual(analyticsSeed.tasks.map((t) => t.title));
    const english = new Set(en.map((t) => t.title));
    for (const language of ['fr', 'ar']) {
      const answer = await tasks(language);
      for (const t of answer) expect(english, `${language} ${t.id}`).not.toContain(t.title);
      const shape = (list: Task[]) => list.map(({ id, owner, done, due }) => [id, owner, done, due]);
      expect(shape(answer)).toEqual(shape(en));
    }
    expect((await tasks('fr'))[0]?.title).toBe('Étendre le modèle de données');
    expect((await tasks('ar')).at(-1)?.title).toBe('مراجعة طلبات الدمج');
  });
});
