/** Academy shapes: courses and the catalogue's tabs. */
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
  progress: z.number(),
  courseBanner: z.string(),
  /** YYYY-MM-DD */
  lastUpdated: z.string(),
  /** YYYY-MM-DD */
  releaseDate: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

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
