/**
 * What each academy course teaches: its chapters, the "about" text, skills and level.
 * `lessonsOf()` turns a course's chapters into lessons whose durations add up to its advertised hours.
 */

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';

export interface CourseOutline {
  level: CourseLevel;
  about: string;
  skills: string[];
  /** One title per chapter, in order (as many as the course's `chapter` count). */
  chapters: string[];
}

export const outlines: Record<number, CourseOutline> = {
  1: {
    level: 'intermediate',
    about:
      'A practical tour of interface design: you lay out screens on a grid, build a type scale, pick colours that pass contrast checks and finish with a small design system you can reuse.',
    skills: ['Layout grids and spacing', 'Type scales that read well', 'Accessible colour palettes'],
    chapters: ['Seeing like a designer', 'Grids and spacing', 'Typography', 'Colour and contrast', 'A design system'],
  },
  2: {
    level: 'advanced',
    about:
      'Learn how attackers think, then use the same tools on your own web applications: reconnaissance, common injection flaws, broken authentication and how to report what you find.',
    skills: ['Threat modelling', 'Finding injection flaws', 'Writing a clear security report'],
    chapters: [
      'The rules of engagement',
      'Reconnaissance',
      'Web application basics',
      'Injection attacks',
      'Broken authentication',
      'Cross-site scripting',
      'Privilege escalation',
      'Reporting and fixing',
    ],
  },
  3: {
    level: 'beginner',
    about:
      'Python from the very first line: values, loops and functions, then files and small programs. No experience needed, and every chapter ends with something that runs.',
    skills: ['Write and run Python scripts', 'Work with lists and dictionaries', 'Read and write files'],
    chapters: [
      'Installing Python',
      'Values and variables',
      'Making decisions',
      'Loops',
      'Functions',
      'Lists and dictionaries',
      'Working with files',
      'Modules and packages',
      'Handling errors',
      'Your first project',
    ],
  },
  4: {
    level: 'intermediate',
    about:
      'Go beyond useState: effects that clean up after themselves, memoisation that actually helps, context without re-render storms and custom hooks your team will reuse.',
    skills: ['Effects without bugs', 'Custom hooks', 'Measuring re-renders'],
    chapters: [
      'How React renders',
      'State and events',
      'Effects',
      'Refs and the DOM',
      'Context',
      'Memoisation',
      'Custom hooks',
    ],
  },
  5: {
    level: 'beginner',
    about:
      'Your first week in Figma: frames and shapes, components and variants, auto layout and sharing a clickable prototype with your team.',
    skills: ['Frames and auto layout', 'Components and variants', 'Clickable prototypes'],
    chapters: ['The Figma workspace', 'Frames and shapes', 'Components', 'Auto layout', 'Prototyping', 'Handing off'],
  },
  6: {
    level: 'intermediate',
    about:
      'Answer business questions with SQL: filtering and grouping, joins across tables, window functions for running totals and rankings, and queries that stay fast.',
    skills: ['Joins across many tables', 'Window functions', 'Readable, fast queries'],
    chapters: [
      'Tables and queries',
      'Filtering and sorting',
      'Grouping and aggregates',
      'Joins',
      'Subqueries',
      'Window functions',
      'Dates and times',
      'Query performance',
      'An analysis project',
    ],
  },
  7: {
    level: 'beginner',
    about:
      'Everything between "I could freelance" and your first paid project: finding a niche, pricing, proposals that win and delivering without scope creep.',
    skills: ['Pricing your work', 'Writing proposals', 'Managing client scope'],
    chapters: ['Choosing a niche', 'Pricing', 'Finding clients', 'Proposals and contracts', 'Delivering the work'],
  },
  8: {
    level: 'beginner',
    about:
      'Plan content around what your audience searches for, write it so it gets read, and measure which pieces bring visitors and leads.',
    skills: ['Content planning', 'Writing for the web', 'Measuring results'],
    chapters: [
      'Knowing your audience',
      'Keyword research',
      'Planning a calendar',
      'Writing for the web',
      'Distribution',
      'Measuring results',
    ],
  },
  9: {
    level: 'intermediate',
    about:
      'Pick the chart that fits the question, remove what distracts, and build dashboards that tell one clear story, with accessible colours and text alternatives.',
    skills: ['Choosing the right chart', 'Decluttering charts', 'Accessible dashboards'],
    chapters: [
      'Why charts work',
      'Choosing a chart',
      'Colour and emphasis',
      'Decluttering',
      'Dashboards',
      'Telling the story',
    ],
  },
  10: {
    level: 'advanced',
    about:
      'Secure a cloud account from day one: identities and least privilege, private networks, secrets management, logging and what to do when an alert fires.',
    skills: ['Least-privilege access', 'Network isolation', 'Incident response'],
    chapters: [
      'The shared responsibility model',
      'Identity and access',
      'Networks',
      'Storage and encryption',
      'Secrets',
      'Logging and monitoring',
      'Compliance',
      'Responding to incidents',
    ],
  },
  11: {
    level: 'beginner',
    about:
      'Add types to JavaScript you already know: annotations and inference, unions and narrowing, generics, and moving an existing project over one file at a time.',
    skills: ['Unions and narrowing', 'Generics', 'Migrating a JavaScript project'],
    chapters: [
      'Why TypeScript',
      'Basic types',
      'Functions',
      'Objects and interfaces',
      'Unions and narrowing',
      'Generics',
      'Modules and configuration',
      'Migrating a project',
    ],
  },
  12: {
    level: 'intermediate',
    about:
      'For new managers of teams up to ten: one-to-ones that matter, feedback people can act on, planning work together and keeping the team healthy.',
    skills: ['Useful one-to-ones', 'Giving feedback', 'Planning with the team'],
    chapters: ['Your new role', 'One-to-ones', 'Feedback', 'Planning work', 'Team health'],
  },
};

/** Lesson titles by position in a chapter; the last lesson of every chapter is its recap. */
const lessonKinds = ['Overview', 'Key ideas', 'Step-by-step walkthrough', 'Hands-on exercise'];
const recap = 'Recap and quiz';

export interface LessonSeed {
  /** `<chapter>.<lesson>`, both from 1, unique within the course. */
  id: string;
  title: string;
  minutes: number;
}

/** One language's lesson titles, by their English title (academy-fr.ts, academy-ar.ts). */
export type LessonTitles = Record<string, Pick<LessonSeed, 'title'>>;

export interface ChapterSeed {
  id: string;
  title: string;
  lessons: LessonSeed[];
}

/**
 * The chapters of a course with three to five lessons each. Durations vary from lesson to lesson
 * but always add up to the course's hours.
 */
export function lessonsOf(course: { id: number; hours: number; chapter: number }): ChapterSeed[] {
  const titles = outlines[course.id]?.chapters ?? [];
  const shapes = Array.from({ length: course.chapter }, (_, c) => 3 + ((course.id + c * 2) % 3));
  const weights = shapes.map((count, c) =>
    Array.from({ length: count }, (_, l) => 7 + ((course.id * 7 + c * 5 + l * 3) % 7)),
  );
  const totalWeight = weights.flat().reduce((sum, w) => sum + w, 0);
  const minutesPerWeight = (course.hours * 60) / totalWeight;
  return shapes.map((count, c) => ({
    id: String(c + 1),
    title: titles[c] ?? `Chapter ${c + 1}`,
    lessons: Array.from({ length: count }, (_, l) => ({
      id: `${c + 1}.${l + 1}`,
      title: l === count - 1 ? recap : lessonKinds[l]!,
      minutes: Math.max(4, Math.round(weights[c]![l]! * minutesPerWeight)),
    })),
  }));
}
