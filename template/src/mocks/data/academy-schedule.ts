/**
 * The learner's calendar in the academy seeds: when the completed lessons of each purchased course
 * were studied, the live classes coming up and the assignments, all as days relative to today.
 */

/**
 * When each purchased course's completed lessons were finished: spread evenly from the first
 * to the second number of days before today (the demo store is seeded with real dates from these).
 */
export const studyWindows: Record<number, [from: number, to: number]> = {
  1: [27, 1],
  2: [20, 2],
  3: [130, 40],
  9: [13, 0],
};

export type ClassKind = 'class' | 'webinar';

export interface UpcomingClassSeed {
  id: number;
  courseId: number;
  title: string;
  kind: ClassKind;
  session: number;
  inDays: number;
  /** Local time, HH:mm. */
  start: string;
  end: string;
}

export const upcomingClasses: UpcomingClassSeed[] = [
  {
    id: 1,
    courseId: 5,
    title: "Beginner's Guide to Figma",
    kind: 'class',
    session: 1,
    inDays: 1,
    start: '10:00',
    end: '12:00',
  },
  {
    id: 2,
    courseId: 4,
    title: 'React Hooks Masterclass',
    kind: 'webinar',
    session: 2,
    inDays: 3,
    start: '14:00',
    end: '15:30',
  },
  {
    id: 3,
    courseId: 7,
    title: 'Pricing Your First Project',
    kind: 'class',
    session: 3,
    inDays: 6,
    start: '18:00',
    end: '19:00',
  },
  {
    id: 4,
    courseId: 2,
    title: 'Threat Modelling Live Q&A',
    kind: 'webinar',
    session: 4,
    inDays: 9,
    start: '17:00',
    end: '18:00',
  },
];

export interface AssignmentSeed {
  id: number;
  courseId: number;
  title: string;
  dueInDays: number;
  /** Tasks done out of `total`. */
  done: number;
  total: number;
}

export const assignments: AssignmentSeed[] = [
  { id: 1, courseId: 1, title: 'Colour palette exercise', dueInDays: -2, done: 10, total: 10 },
  { id: 2, courseId: 2, title: 'Threat model of a login page', dueInDays: 1, done: 7, total: 10 },
  { id: 3, courseId: 1, title: 'Type scale audit', dueInDays: 4, done: 3, total: 8 },
  { id: 4, courseId: 9, title: 'Dashboard redesign', dueInDays: 8, done: 0, total: 10 },
];

/** One language's class and assignment titles, by id (academy-schedule-fr.ts, academy-schedule-ar.ts). */
export interface ScheduleLanguage {
  classes: Record<string, Pick<UpcomingClassSeed, 'title'>>;
  assignments: Record<string, Pick<AssignmentSeed, 'title'>>;
}
