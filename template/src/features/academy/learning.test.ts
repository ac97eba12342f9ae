import { describe, expect, it } from 'vitest';
import {
  assignmentStatus,
  chapterProgress,
  courseStatus,
  formatDuration,
  markLesson,
  neighbours,
  resumeLesson,
} from './learning';
import { localDate } from '@/lib/today';
import type { Chapter, CourseDetail } from './types';

const lesson = (id: string, done: boolean) => ({
  id,
  title: `Lesson ${id}`,
  minutes: 10,
  done,
  video: null,
  position: 0,
  watched: 0,
});
const chapters: Chapter[] = [
  { id: '1', title: 'One', lessons: [lesson('1.1', true), lesson('1.2', true)] },
  { id: '2', title: 'Two', lessons: [lesson('2.1', true), lesson('2.2', false)] },
];

describe('course and assignment status', () => {
  it('tells enrolled, started and finished courses apart', () => {
    expect(courseStatus({ purchased: false, progress: 0, lessonsDone: 0 })).toBe('not-enrolled');
    expect(courseStatus({ purchased: true, progress: 0, lessonsDone: 0 })).toBe('not-started');
    expect(courseStatus({ purchased: true, progress: 4, lessonsDone: 1 })).toBe('in-progress');
    expect(courseStatus({ purchased: true, progress: 100, lessonsDone: 20 })).toBe('completed');
  });

  it('marks unfinished work past its day as overdue', () => {
    const today = '2026-03-05';
    expect(assignmentStatus({ done: 10, total: 10, dueDate: '2026-03-01' }, today)).toBe('complete');
    expect(assignmentStatus({ done: 3, total: 10, dueDate: '2026-03-04' }, today)).toBe('overdue');
    expect(assignmentStatus({ done: 3, total: 10, dueDate: '2026-03-05' }, today)).toBe('in-progress');
    expect(assignmentStatus({ done: 0, total: 10, dueDate: '2026-03-09' }, today)).toBe('not-started');
  });
});

describe('lessons', () => {
  it('counts a chapter and recounts the course when a lesson is ticked', () => {
    expect(chapterProgress(chapters[1]!)).toEqual({ done: 1, total: 2, percent: 50 });
    const detail = { course: { lessonsDone: 3, progress: 75 }, chapters } as unknown as CourseDetail;
    const ticked = markLesson(detail, '2.2', true);
    expect(ticked.course).toMatchObject({ lessonsDone: 4, progress: 100 });
    expect(markLesson(ticked, '1.1', false).course).toMatchObject({ lessonsDone: 3, progress: 75 });
    // The original is left alone (it is React Query's cached value).
    expect(chapters[1]!.lessons[1]!.done).toBe(false);
  });

  it('resumes at the first open lesson and steps across chapters', () => {
    expect(resumeLesson(chapters)?.id).toBe('2.2');
    expect(resumeLesson([{ id: '1', title: 'Done', lessons: [lesson('1.1', true)] }])?.id).toBe('1.1');
    expect(neighbours(chapters, '1.2')).toMatchObject({ previous: { id: '1.1' }, next: { id: '2.1' } });
    expect(neighbours(chapters, '1.1').previous).toBeUndefined();
    expect(neighbours(chapters, '9.9')).toEqual({});
  });
});

describe('dates and durations', () => {
  it('reads a server day as that day in local time', () => {
    const date = localDate('2026-03-05', '10:30');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2026, 2, 5, 10, 30,
    ]);
  });

  it('writes hours and minutes only when there are some', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(75)).toBe('1h 15m');
  });
});
