/** The academy's tutors (by the name the courses give) and a pool of learners' reviews. */

export interface TutorProfile {
  title: string;
  bio: string;
  students: number;
  courses: number;
}

/**
 * One language's tutor titles and bios by tutor name, and review texts by their place in `reviewPool`
 * (academy-people-fr.ts, academy-people-ar.ts). Names stay.
 */
export interface PeopleLanguage {
  tutors: Record<string, Pick<TutorProfile, 'title' | 'bio'>>;
  reviews: Record<string, Pick<ReviewSeed, 'text'>>;
}

export const tutors: Record<string, TutorProfile> = {
  'Ozzy Osbourne': {
    title: 'Head of Design, Department of Design',
    bio: 'Ozzy has led product design teams for fifteen years and still sketches every screen on paper first.',
    students: 41200,
    courses: 6,
  },
  'Lena Fischer': {
    title: 'Security Engineer and penetration tester',
    bio: 'Lena runs security audits for banks and hospitals and teaches the defensive side of every attack she shows.',
    students: 22800,
    courses: 4,
  },
  'Daniel Osei': {
    title: 'Software Engineer and teacher',
    bio: 'Daniel taught computer science in secondary schools before writing data tools used by research labs.',
    students: 96300,
    courses: 5,
  },
  'Priya Menon': {
    title: 'Staff Front-end Engineer',
    bio: 'Priya builds design systems and developer tooling, and maintains two open-source React libraries.',
    students: 38700,
    courses: 7,
  },
  'Nancy Sinatra': {
    title: 'Product Designer',
    bio: 'Nancy moved from print to product design and now helps teams set up their first shared Figma libraries.',
    students: 17500,
    courses: 3,
  },
  'Marco Bellini': {
    title: 'Lead Data Analyst',
    bio: 'Marco answers questions about sales and supply chains with SQL every day and teaches what he actually uses.',
    students: 26900,
    courses: 4,
  },
  'Aisha Karim': {
    title: 'Consultant and former agency founder',
    bio: 'Aisha freelanced for eight years, then built and sold a twelve-person studio. She coaches new managers.',
    students: 15100,
    courses: 5,
  },
  'Tom Whitaker': {
    title: 'Content Strategist',
    bio: 'Tom has planned content for software companies and charities, and measures everything he publishes.',
    students: 9800,
    courses: 2,
  },
  'Sofia Lindgren': {
    title: 'Data Visualisation Designer',
    bio: 'Sofia designs charts for newsrooms and public agencies, with a focus on clarity and accessibility.',
    students: 19400,
    courses: 3,
  },
};

export interface ReviewSeed {
  author: string;
  rating: number;
  text: string;
}

export const reviewPool: ReviewSeed[] = [
  {
    author: 'Lita Ford',
    rating: 5,
    text: 'Clear, well paced and full of examples I could reuse at work the next day.',
  },
  {
    author: 'Karim Haddad',
    rating: 4,
    text: 'Great content. A few lessons run long, but the exercises make up for it.',
  },
  {
    author: 'Emma Laurent',
    rating: 5,
    text: 'The best course I have taken on this topic. The final project ties it all together.',
  },
  {
    author: 'Jonas Berg',
    rating: 4,
    text: 'Solid explanations. I would have liked more advanced material in the last chapter.',
  },
  { author: 'Mei Tanaka', rating: 5, text: 'The tutor answers questions quickly and the notes are excellent.' },
  {
    author: 'Carlos Ruiz',
    rating: 3,
    text: 'Good basics, but I already knew most of it. Better for complete beginners.',
  },
  { author: 'Fatima Zahra', rating: 5, text: 'Practical from the first lesson. I finished it in two weekends.' },
  { author: 'Oliver Grant', rating: 4, text: 'Well structured, and the quizzes really check that you understood.' },
];
