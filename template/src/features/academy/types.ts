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

export const lessonSchema = z.object({
  /** `<chapter>.<lesson>`, e.g. `2.3`. */
  id: z.string(),
  title: z.string(),
  minutes: z.number(),
  done: z.boolean(),
  /** The lesson's video on the site's own origin; null when the lesson has no video file. */
  video: z.nullable(z.object({ src: z.string(), type: z.string(), captions: z.optional(z.string()) })),
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
