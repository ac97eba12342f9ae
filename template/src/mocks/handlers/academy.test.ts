import { describe, expect, it } from 'vitest';
import { callApi, loginAs, useDemoServer } from '../testing';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;

async function tab(token: string, q?: string): Promise<string[]> {
  const { body } = await callApi('GET', `/academy/courses${q === undefined ? '' : `?q=${q}`}`, { token });
  return body.courses.map((c: { name: string }) => c.name);
}

describe('academy courses', () => {
  it('answers each tab by its rule', async () => {
    const token = await admin();
    expect(await tab(token)).toHaveLength(12);
    expect(await tab(token, 'anything')).toHaveLength(12);
    expect(await tab(token, 'my-learning')).toEqual([
      'Design Mastery',
      'Ethical Hacking',
      'Python for Everyone',
      'Data Visualisation',
    ]);
    expect(await tab(token, 'latest')).toEqual([
      'React Hooks in Depth',
      'Figma for Beginners',
      'Data Visualisation',
      'TypeScript Fundamentals',
    ]);
    // Updated in the last month, and not on the day it came out.
    expect(await tab(token, 'recent-updated')).toEqual([
      'Design Mastery',
      'SQL for Analysts',
      'Freelance Bootcamp',
      'Data Visualisation',
    ]);
    expect(await tab(token, 'free')).toEqual([
      'Python for Everyone',
      'Figma for Beginners',
      'Content Marketing Basics',
      'TypeScript Fundamentals',
    ]);
  });

  it('dates courses relative to today', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/courses?q=latest', { token });
    const today = new Date();
    for (const course of body.courses) {
      expect(course.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(course.releaseDate)).toBeLessThanOrEqual(today.getTime());
    }
  });

  it('serves one course with its chapters, and 404 for an unknown one', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/courses/1', { token });
    expect(body.course.name).toBe('Design Mastery');
    expect(body.chapters).toHaveLength(5);
    expect(body.chapters.map((c: { progress: number }) => c.progress)).toEqual([100, 100, 100, 0, 0]);
    expect((await callApi('GET', '/academy/courses/99', { token })).status).toBe(404);
    expect((await callApi('GET', '/academy/courses/abc', { token })).status).toBe(400);
  });

  it('builds the dashboard from the purchased courses', async () => {
    const token = await admin();
    const { body } = await callApi('GET', '/academy/dashboard', { token });
    expect(body.activeCourses.map((c: { name: string }) => c.name)).toEqual([
      'Design Mastery',
      'Ethical Hacking',
      'Data Visualisation',
    ]);
    expect(body.timeSpending).toHaveLength(4);
    expect(body.upcomingClasses[0].tutor.name).toBe('Nancy Sinatra');
    expect(body.certificate).toEqual({ courseId: 3, name: 'Python for Everyone' });
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/academy/courses')).status).toBe(401);
    expect((await callApi('GET', '/academy/dashboard')).status).toBe(401);
  });
});
