import { describe, expect, it } from 'vitest';
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
