/**
 * Seed data of the academy: courses (release and update dates kept as days before today so that
 * "latest" and "recently updated" always have entries). Chapters and lessons: academy-curriculum.ts;
 * tutors and reviews: academy-people.ts; study days, classes and assignments: academy-schedule.ts.
 */
import { pictureName, pictureUrl } from '@/lib/picture-sets';
import type { CourseOutline } from './academy-curriculum';

export const courseCategories = ['Design', 'Development', 'Security', 'Data', 'Business', 'Marketing'] as const;
export type CourseCategory = (typeof courseCategories)[number];

export interface CourseSeed {
  id: number;
  name: string;
  category: CourseCategory;
  description: string;
  /** Number of chapters. */
  chapter: number;
  hours: number;
  tutor: { name: string; img: string };
  rating: number;
  enrolls: number;
  /** USD; 0 is a free course. */
  price: number;
  /** Percent off the price. */
  discount: number;
  purchased: boolean;
  /** Share of the lessons completed when the demo store is seeded (0-100); answers derive it from the lessons. */
  progress: number;
  /** Banner picture on the site's own origin; empty means the screen draws the category's artwork. */
  courseBanner: string;
  releasedDaysAgo: number;
  /** Equal to `releasedDaysAgo` when the course was never updated. */
  updatedDaysAgo: number;
}

/**
 * One language's course prose by course id: the description, and the outline's "about", skills and
 * chapter titles (academy-fr.ts, academy-ar.ts). Names stay as published, like book titles.
 */
export type CourseLanguage = Record<
  string,
  Pick<CourseSeed, 'description'> & Pick<CourseOutline, 'about' | 'skills' | 'chapters'>
>;

type Row = [
  string,
  CourseCategory,
  string,
  number,
  number,
  string,
  number,
  number,
  number,
  number,
  boolean,
  number,
  number,
  number,
];

// name, category, description, chapters, hours, tutor, rating, enrolls, price, discount, purchased, progress, released, updated
const rows: Row[] = [
  [
    'Design Mastery',
    'Design',
    'Grids, type and colour for interfaces people enjoy using.',
    5,
    19,
    'Ozzy Osbourne',
    4.8,
    12400,
    49,
    20,
    true,
    60,
    210,
    12,
  ],
  [
    'Ethical Hacking',
    'Security',
    'Find weaknesses in web apps before attackers do.',
    8,
    24,
    'Lena Fischer',
    4.6,
    8300,
    89,
    15,
    true,
    20,
    160,
    160,
  ],
  [
    'Python for Everyone',
    'Development',
    'From variables to small programs you can share.',
    10,
    30,
    'Daniel Osei',
    4.9,
    31000,
    0,
    0,
    true,
    100,
    400,
    45,
  ],
  [
    'React Hooks in Depth',
    'Development',
    'State, effects and custom hooks with real examples.',
    7,
    14,
    'Priya Menon',
    4.7,
    9600,
    59,
    10,
    false,
    0,
    9,
    9,
  ],
  [
    'Figma for Beginners',
    'Design',
    'Frames, components and auto layout, step by step.',
    6,
    8,
    'Nancy Sinatra',
    4.5,
    15200,
    0,
    0,
    false,
    0,
    20,
    20,
  ],
  [
    'SQL for Analysts',
    'Data',
    'Ask your data questions with joins and window functions.',
    9,
    16,
    'Marco Bellini',
    4.6,
    11800,
    39,
    25,
    false,
    0,
    120,
    6,
  ],
  [
    'Freelance Bootcamp',
    'Business',
    'Price, pitch and deliver your first client projects.',
    5,
    6,
    'Aisha Karim',
    4.3,
    4200,
    29,
    0,
    false,
    0,
    75,
    15,
  ],
  [
    'Content Marketing Basics',
    'Marketing',
    'Plan, write and measure content that brings visitors.',
    6,
    9,
    'Tom Whitaker',
    4.2,
    6100,
    0,
    0,
    false,
    0,
    240,
    240,
  ],
  [
    'Data Visualisation',
    'Data',
    'Choose the right chart and tell a clear story with it.',
    6,
    11,
    'Sofia Lindgren',
    4.8,
    7300,
    45,
    30,
    true,
    35,
    14,
    3,
  ],
  [
    'Cloud Security Essentials',
    'Security',
    'Identity, networks and secrets on the big cloud platforms.',
    8,
    18,
    'Lena Fischer',
    4.4,
    3900,
    79,
    0,
    false,
    0,
    300,
    300,
  ],
  [
    'TypeScript Fundamentals',
    'Development',
    'Types that catch bugs while you type.',
    8,
    12,
    'Priya Menon',
    4.7,
    13800,
    0,
    0,
    false,
    0,
    5,
    5,
  ],
  [
    'Leading Small Teams',
    'Business',
    'One-to-ones, feedback and planning for new managers.',
    5,
    7,
    'Aisha Karim',
    4.5,
    5400,
    35,
    10,
    false,
    0,
    90,
    90,
  ],
];

export const courses: CourseSeed[] = rows.map(
  (
    [
      name,
      category,
      description,
      chapter,
      hours,
      tutor,
      rating,
      enrolls,
      price,
      discount,
      purchased,
      progress,
      released,
      updated,
    ],
    index,
  ) => ({
    id: index + 1,
    name,
    category,
    description,
    chapter,
    hours,
    tutor: { name: tutor, img: '' },
    rating,
    enrolls,
    price,
    discount,
    purchased,
    progress,
    courseBanner: pictureUrl('courses', pictureName(name)),
    releasedDaysAgo: released,
    updatedDaysAgo: updated,
  }),
);
