import { describe, expect, it } from 'vitest';
import { courses } from '../data/academy';
import { reviewPool, tutors } from '../data/academy-people';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Detail = {
  instructor: { name: string; title: string; bio: string; students: number };
  reviews: { id: string; author: string; rating: number; text: string; date: string }[];
};

async function course(id: number, language?: string): Promise<Detail> {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  return (await callApi('GET', `/academy/courses/${id}`, { token, headers })).body;
}

const english = new Set([...Object.values(tutors).flatMap((t) => [t.title, t.bio]), ...reviewPool.map((r) => r.text)]);

describe("a course's tutor and reviews", () => {
  it("come in the reader's language, English without one; names, ratings and dates stay", async () => {
    expect((await course(1)).instructor.title).toBe('Head of Design, Department of Design');
    expect((await course(1, 'fr')).instructor.title).toBe('Responsable du design, département Design');
    for (const { id } of courses) {
      const en = await course(id);
      for (const language of ['fr', 'ar']) {
        const { instructor, reviews } = await course(id, language);
        for (const text of [instructor.title, instructor.bio, ...reviews.map((r) => r.text)])
          expect(english, `${language} course ${id}`).not.toContain(text);
        expect(instructor.name).toBe(en.instructor.name);
        expect(instructor.students).toBe(en.instructor.students);
        const shape = (d: Detail) => d.reviews.map(({ id: r, author, rating, date }) => [r, author, rating, date]);
        expect(shape({ instructor, reviews })).toEqual(shape(en));
      }
    }
  });
});
