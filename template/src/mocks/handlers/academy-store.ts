/**
 * The academy's tables in the demo store: the catalogue, and the learner's record per course (the
 * lessons done and on which day, and how far each lesson's video was watched). Seeded from
 * ../data/academy*.ts; "Reset demo data" puts the seeds back.
 */
import { collection } from '../db';
import { courses, type CourseSeed } from '../data/academy';
import { lessonsOf } from '../data/academy-curriculum';
import { studyWindows } from '../data/academy-schedule';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const daysFrom = (now: Date, days: number) =>
  isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** A lesson the learner finished, and the day they did. */
export interface CompletedLesson {
  lesson: string;
  on: string;
}
/** How far the learner got in a lesson's video. */
export interface WatchedLesson {
  lesson: string;
  /** Seconds: where the player stood at the last save. */
  position: number;
  /** The furthest share watched, 0-100. */
  percent: number;
}
/** The learner's record for one course (id = course id). */
export interface LearningRecord {
  id: number;
  completed: CompletedLesson[];
  /** Absent in records saved before videos played. */
  watched?: WatchedLesson[];
}

/** Seeded progress: the first lessons of each started course, done on days spread over its study window. */
function seedLearning(now = new Date()): LearningRecord[] {
  return courses
    .filter((c) => c.purchased && c.progress > 0)
    .map((course) => {
      const lessons = lessonsOf(course).flatMap((chapter) => chapter.lessons);
      const count = Math.round((course.progress / 100) * lessons.length);
      const [from, to] = studyWindows[course.id] ?? [count, 0];
      const step = count > 1 ? (from - to) / (count - 1) : 0;
      return {
        id: course.id,
        completed: lessons.slice(0, count).map((lesson, i) => ({
          lesson: lesson.id,
          on: daysFrom(now, -Math.round(from - i * step)),
        })),
      };
    });
}

// Bump seedVersion when you change the seed of the courses (data/academy.ts). 2: cover pictures.
export const coursesTable = collection<CourseSeed>('academy-courses', () => courses, { seedVersion: 2 });
export const learningTable = collection<LearningRecord>('academy-learning', () => seedLearning());
