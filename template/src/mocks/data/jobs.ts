/**
 * Seed data for the job board: ten openings. Posted dates are kept as days before today, so the
 * board always looks current; the handler turns them into the MM/DD/YYYY text jobs carry.
 */
import { pictureName, pictureUrl } from '@/lib/picture-sets';

export const jobLevels = ['Entry-level', 'Junior', 'Intermediate', 'Senior'] as const;
export type JobLevel = (typeof jobLevels)[number];

export const workPlaces = ['On-Site', 'Remote', 'Hybrid'] as const;
export type WorkPlace = (typeof workPlaces)[number];

export const jobColors = ['primary', 'secondary', 'info', 'success', 'error', 'warning'] as const;
export type JobColor = (typeof jobColors)[number];

export interface JobSeed {
  id: number;
  name: string;
  companyName: string;
  /**
   * Logo URL on the site's own origin (the `logos` set, drawn by scripts/images/logos.mjs); empty
   * means the screen draws the company's initials.
   */
  companyLogo: string;
  location: string;
  postedDaysAgo: number;
  /** Yearly range in thousands of USD, as text: `110-140k`. */
  salary: string;
  employment: ['Full-Time', WorkPlace];
  /** Years of experience asked for. */
  experience: number;
  level: JobLevel;
  /** The card's accent and the initials' tone: the colour of the company's logo. */
  color: JobColor;
  about: string;
  role: string;
  responsibilities: string[];
  qualifications: string[];
  benefits: string[];
  bookmarked: boolean;
}

/**
 * One language's prose of the openings by job id (jobs-fr.ts, jobs-ar.ts). Titles, companies and
 * places stay as published.
 */
export type JobLanguage = Record<
  string,
  Pick<JobSeed, 'about' | 'role' | 'responsibilities' | 'qualifications' | 'benefits'>
>;

type Row = [string, string, string, number, string, WorkPlace, number, JobLevel, JobColor, string];

const rows: Row[] = [
  [
    'Front-End Developer',
    'Northwind Labs',
    'New York, USA',
    1,
    '100-130k',
    'On-Site',
    5,
    'Senior',
    'primary',
    'Northwind Labs builds planning tools used by twelve thousand logistics teams.',
  ],
  [
    'Product Designer',
    'Bluefin Studio',
    'Austin, USA',
    3,
    '90-120k',
    'Remote',
    3,
    'Intermediate',
    'info',
    'Bluefin Studio designs banking apps for credit unions across North America.',
  ],
  [
    'Back-End Engineer',
    'Cobalt Systems',
    'Seattle, USA',
    5,
    '130-170k',
    'Hybrid',
    6,
    'Senior',
    'info',
    'Cobalt Systems runs payment infrastructure for online marketplaces.',
  ],
  [
    'Data Analyst',
    'Harbor Health',
    'Boston, USA',
    2,
    '70-95k',
    'On-Site',
    2,
    'Junior',
    'success',
    'Harbor Health operates a network of community clinics in New England.',
  ],
  [
    'Mobile Developer',
    'Kite & Key',
    'London, UK',
    8,
    '80-110k',
    'Remote',
    4,
    'Intermediate',
    'error',
    'Kite & Key makes a travel app that plans trips around rail connections.',
  ],
  [
    'DevOps Engineer',
    'Stratus Cloud',
    'Toronto, Canada',
    12,
    '120-150k',
    'Hybrid',
    5,
    'Senior',
    'info',
    'Stratus Cloud hosts data pipelines for research institutes.',
  ],
  [
    'QA Engineer',
    'Ledgerline',
    'Chicago, USA',
    4,
    '60-80k',
    'On-Site',
    1,
    'Entry-level',
    'success',
    'Ledgerline writes accounting software for small businesses.',
  ],
  [
    'Machine Learning Engineer',
    'Quanta Vision',
    'San Francisco, USA',
    6,
    '210-260k',
    'Hybrid',
    7,
    'Senior',
    'primary',
    'Quanta Vision builds inspection cameras for factory lines.',
  ],
  [
    'UX Researcher',
    'Meadow Learning',
    'Berlin, Germany',
    15,
    '65-85k',
    'Remote',
    2,
    'Junior',
    'success',
    'Meadow Learning publishes reading apps for primary schools.',
  ],
  [
    'Engineering Manager',
    'Orbit Freight',
    'Denver, USA',
    20,
    '310-360k',
    'On-Site',
    10,
    'Senior',
    'warning',
    'Orbit Freight coordinates air cargo for two hundred airlines.',
  ],
];

const responsibilities = (name: string) => [
  `Own features of the ${name.toLowerCase()} role from the first sketch to production.`,
  'Plan work with product and design in two-week cycles.',
  'Review teammates’ work and keep quality high through tests.',
  'Measure what ships and share what the numbers say.',
  'Write down decisions so the next person understands them.',
];

const qualifications = (years: number) => [
  `${years}+ years of professional experience in a similar role.`,
  'Clear written English; you explain trade-offs plainly.',
  'Experience working with a distributed team.',
  'A portfolio, repository or write-up of work you are proud of.',
];

const benefits = [
  'Health, dental and vision cover from day one.',
  'A yearly learning budget of $2,000.',
  'Twenty-five days of paid leave plus public holidays.',
  'Home-office equipment of your choice.',
];

export const jobs: JobSeed[] = rows.map(
  ([name, companyName, location, postedDaysAgo, salary, place, experience, level, color, about], index) => ({
    id: index + 1,
    name,
    companyName,
    companyLogo: pictureUrl('logos', pictureName(companyName)),
    location,
    postedDaysAgo,
    salary,
    employment: ['Full-Time', place],
    experience,
    level,
    color,
    about,
    role: `We are looking for a ${level.toLowerCase()} ${name.toLowerCase()} to join ${companyName} and help the team ship work customers rely on every day.`,
    responsibilities: responsibilities(name),
    qualifications: qualifications(experience),
    benefits,
    bookmarked: index === 1 || index === 4,
  }),
);
