/** Academy shapes: courses, a course's lessons and details, and the catalogue's tabs. */
import { z } from 'zod/mini';

/** Catalogue tabs; each is the `q` the server filters by (empty: every course). */
export const courseTabs = ['all', 'my-learning', 'latest', 'recent-updated', 'free'] as const;
export type CourseTab = (typeof courseTabs)[number];

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  chapter: z.number(),
  hours: z.number(),
  tutor: z.object({ name: z.string(), img: z.string() }),
  rating: z.number(),
  enrolls: z.number(),
  price: z.number(),
  discount: z.number(),
  purchased: z.boolean(),
  /** Share of the lessons completed (0-100), counted by the server. */
  progress: z.number(),
  lessonsDone: z.number(),
  lessonsTotal: z.number(),
  courseBanner: z.string(),
  /** YYYY-MM-DD */
  lastUpdated: z.string(),
  /** YYYY-MM-DD */
  releaseDate: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

/** A lesson's video, every file on the site's own origin. */
export const lessonVideoSchema = z.object({
  /** The same clip in several encodings, in the order the browser should try them. */
  sources: z.array(z.object({ src: z.string(), type: z.string() })),
  poster: z.string(),
  /** WebVTT captions, one file per language code. */
  captions: z.array(z.object({ lang: z.string(), src: z.string() })),
});
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const lessonSchema = z.object({
  /** `<chapter>.<lesson>`, e.g. `2.3`. */
  id: z.string(),
  title: z.string(),
  minutes: z.number(),
  done: z.boolean(),
  /** Null when the lesson has no video file. */
  video: z.nullable(lessonVideoSchema),
  /** Where the learner stopped watching, in seconds (0: not started); the player resumes there. */
  position: z.number(),
  /** The furthest share of the video watched (0-100). */
  watched: z.number(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const chapterSchema = z.object({ id: z.string(), title: z.string(), lessons: z.array(lessonSchema) });
export type Chapter = z.infer<typeof chapterSchema>;

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;

export const courseDetailSchema = z.object({
  course: courseSchema,
  level: z.enum(courseLevels),
  about: z.string(),
  skills: z.array(z.string()),
  /** Language codes (`en`), named in the reader's language by Intl. */
  language: z.string(),
  captions: z.array(z.string()),
  instructor: z.object({
    name: z.string(),
    img: z.string(),
    title: z.string(),
    bio: z.string(),
    students: z.number(),
    courses: z.number(),
  }),
  chapters: z.array(chapterSchema),
  reviews: z.array(
    z.object({ id: z.string(), author: z.string(), rating: z.number(), date: z.string(), text: z.string() }),
  ),
  reviewCount: z.number(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Extra catalogue filters, applied to the server's answer. */
export const courseFilters = ['price-asc', 'price-desc', 'four-stars'] as const;
export type CourseFilter = (typeof courseFilters)[number];

/** Price after the discount. */
export const finalPrice = (course: Pick<Course, 'price' | 'discount'>) =>
  Math.round(course.price * (1 - course.discount / 100) * 100) / 100;

export function applyCourseFilters(courses: readonly Course[], filters: readonly CourseFilter[]): Course[] {
  let list = filters.includes('four-stars') ? courses.filter((c) => c.rating >= 4) : [...courses];
  if (filters.includes('price-asc')) list = [...list].sort((a, b) => finalPrice(a) - finalPrice(b));
  else if (filters.includes('price-desc')) list = [...list].sort((a, b) => finalPrice(b) - finalPrice(a));
  return list;
}

/** GET /academy/courses answers `{ courses }`. */
export const courseListSchema = z.object({ courses: z.array(courseSchema) });

const tutorSchema = z.object({ name: z.string(), img: z.string() });

/** GET /academy/dashboard: the learner's stats, courses, time spent, classes, assignments and certificate. */
export const academyDashboardSchema = z.object({
  learner: z.object({ name: z.string() }),
  stats: z.object({
    minutesThisMonth: z.number(),
    lessonsCompleted: z.number(),
    activeCourses: z.number(),
    certificates: z.number(),
  }),
  activeCourses: z.array(
    z.extend(courseSchema, {
      nextLesson: z.nullable(z.object({ id: z.string(), title: z.string(), chapter: z.string() })),
    }),
  ),
  timeSpending: z.object({
    totalMinutes: z.number(),
    courses: z.array(z.object({ courseId: z.number(), name: z.string(), minutes: z.number() })),
    /** The last seven days, oldest first, ending today. */
    days: z.array(z.object({ date: z.string(), minutes: z.number() })),
  }),
  upcomingClasses: z.array(
    z.object({
      id: z.number(),
      courseId: z.number(),
      title: z.string(),
      kind: z.enum(['class', 'webinar']),
      session: z.number(),
      /** YYYY-MM-DD */
      date: z.string(),
      /** Local time, HH:mm. */
      start: z.string(),
      end: z.string(),
      tutor: tutorSchema,
    }),
  ),
  assignments: z.array(
    z.object({
      id: z.number(),
      courseId: z.number(),
      course: z.string(),
      title: z.string(),
      dueDate: z.string(),
      done: z.number(),
      total: z.number(),
    }),
  ),
  certificate: z.nullable(
    z.object({ courseId: z.number(), name: z.string(), tutor: z.string(), completedOn: z.string() }),
  ),
  courses: z.array(courseSchema),
});
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>;

/** A lesson counts as done once this share of its video has been watched. */
export const watchedToComplete = 90;

/** PUT /academy/courses/:id/lessons/:lessonId/watch: where the player is, in seconds. */
export const watchProgressSchema = z
  .strictObject({
    position: z
      .number({ error: 'position must be a number of seconds' })
      .check(z.minimum(0, 'position must be 0 or more')),
    duration: z
      .number({ error: 'duration must be a number of seconds' })
      .check(z.positive('duration must be more than 0'), z.maximum(86_400, 'duration must be at most a day')),
  })
  .check(
    z.refine((v) => v.position <= v.duration, {
      message: 'position must not be past the duration',
      path: ['position'],
    }),
  );
export type WatchProgress = z.infer<typeof watchProgressSchema>;

/** DELETE /academy/courses/:id answers `{ id }`. */
export const courseDeletedSchema = z.object({ id: z.number() });

/** POST /academy/courses/:id/progress: tick a lesson done or not done. */
export const lessonProgressBodySchema = z.strictObject({
  lessonId: z
    .string({ error: 'lessonId is required' })
    .check(z.regex(/^\d{1,2}\.\d{1,2}$/, 'lessonId must be <chapter>.<lesson>, e.g. 2.3')),
  done: z.boolean({ error: 'done must be true or false' }),
});
