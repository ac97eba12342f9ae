import { describe, expect, it } from 'vitest';
import { assignments, upcomingClasses } from '../data/academy-schedule';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

type Titled = { id: number; title: string };

async function dashboard(language?: string) {
  const token = (await loginAs('admin@demo.com')).accessToken;
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  return (await callApi('GET', '/academy/dashboard', { token, headers })).body as {
    upcomingClasses: (Titled & { date: string; start: string })[];
    assignments: (Titled & { dueDate: string; done: number })[];
  };
}

describe('academy dashboard', () => {
  it("titles the classes and assignments in the reader's language, English without one", async () => {
    const [en, fr, ar] = [await dashboard(), await dashboard('fr'), await dashboard('ar')];
    expect(en.upcomingClasses.map((c) => c.title)).toEqual(upcomingClasses.map((c) => c.title));
    expect(en.assignments.map((a) => a.title)).toEqual(assignments.map((a) => a.title));
    expect(fr.upcomingClasses[2]?.title).toBe('Fixer le prix de son premier projet');
    expect(ar.assignments[3]?.title).toBe('إعادة تصميم لوحة معلومات');
    const english = new Set([...upcomingClasses, ...assignments].map((row) => row.title));
    for (const answer of [fr, ar]) {
      for (const row of [...answer.upcomingClasses, ...answer.assignments]) expect(english).not.toContain(row.title);
      // Only the words change: ids, dates, times and progress are the same in every language.
      const shape = ({ upcomingClasses: c, assignments: a }: typeof en) => [
        c.map(({ id, date, start }) => [id, date, start]),
        a.map(({ id, dueDate, done }) => [id, dueDate, done]),
      ];
      expect(shape(answer)).toEqual(shape(en));
    }
  });
});
