/** Pure rules of the academy screens: course and assignment status, chapter progress, lesson order, durations. */
import { formatNumber } from '@/lib/format';
import type { Chapter, Course, CourseDetail, Lesson } from './types';

export const courseStatuses = ['not-enrolled', 'not-started', 'in-progress', 'completed'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export function courseStatus(course: Pick<Course, 'purchased' | 'progress' | 'lessonsDone'>): CourseStatus {
  if (!course.purchased) return 'not-enrolled';
  if (course.progress >= 100) return 'completed';
  return course.lessonsDone > 0 ? 'in-progress' : 'not-started';
}

export function chapterProgress(chapter: Chapter): { done: number; total: number; percent: number } {
  const total = chapter.lessons.length;
  const done = chapter.lessons.filter((l) => l.done).length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
}

/** The course with one lesson ticked or unticked, and its counts to match (what the server will answer). */
export function markLesson(detail: CourseDetail, lessonId: string, done: boolean): CourseDetail {
  const chapters = detail.chapters.map((chapter) => ({
    ...chapter,
    lessons: chapter.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, done } : lesson)),
  }));
  const lessons = chapters.flatMap((c) => c.lessons);
  const lessonsDone = lessons.filter((l) => l.done).length;
  const progress = lessons.length ? Math.round((lessonsDone / lessons.length) * 100) : 0;
  return { ...detail, chapters, course: { ...detail.course, lessonsDone, progress } };
}

/** Where a learner picks up: the first lesson not done yet, or the very first one once all are done. */
export function resumeLesson(chapters: Chapter[]): Lesson | undefined {
  const lessons = chapters.flatMap((c) => c.lessons);
  return lessons.find((l) => !l.done) ?? lessons[0];
}

/** The lessons before and after one, across chapter boundaries. */
export function neighbours(chapters: Chapter[], lessonId: string): { previous?: Lesson; next?: Lesson } {
  const lessons = chapters.flatMap((c) => c.lessons);
  const index = lessons.findIndex((l) => l.id === lessonId);
  if (index < 0) return {};
  return { previous: lessons[index - 1], next: lessons[index + 1] };
}

export type AssignmentStatus = 'complete' | 'in-progress' | 'not-started' | 'overdue';

/** `today` as YYYY-MM-DD; an unfinished assignment past its due day is overdue. */
export function assignmentStatus(a: { done: number; total: number; dueDate: string }, today: string): AssignmentStatus {
  if (a.done >= a.total) return 'complete';
  if (a.dueDate < today) return 'overdue';
  return a.done > 0 ? 'in-progress' : 'not-started';
}

/** A day with its month named ("Nov 11, 2026"): unlike all-digit dates it reads the same in right-to-left text. */
export const dayWithMonth: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** "1 hr, 15 min" style, in the current language: hours only when there are any. */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = Math.round(totalMinutes % 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'narrow' });
  if (!hours) return unit(minutes, 'minute');
  return minutes ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
}

/** A language code named in the reader's language ("French", "français", "الفرنسية"). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
