/**
 * Seed directory: fourteen people across eight companies, nine active and five inactive, six with a
 * picture (public/images/avatars) and the rest shown by their initials. Each has a profile: a short
 * bio, contacts, teams, a few timeline entries, notification choices and the people they follow
 * (followers and friends are worked out from those lists).
 */
import type { NotificationSettings, User, UserProfile } from '@/features/users/types';
import { seedActivity, type TimelineWords } from './users-timeline';

/** A profile as the demo backend stores it: counts are derived from `following` when asked. */
export type StoredProfile = Omit<UserProfile, 'followersCount' | 'followingCount' | 'friendsCount'> & {
  id: number;
  /** Ids of the users this one follows. */
  following: number[];
};

const avatar = (n: number) => `${import.meta.env.BASE_URL}images/avatars/avatar-${n}.svg`;

type Row = [
  id: number,
  name: string,
  picture: number,
  email: string,
  company: string,
  role: string,
  status: User['status'],
];

const rows: Row[] = [
  [1, 'Amara Okafor', 1, 'amara.okafor@lumenlabs.io', 'Lumen Labs', 'Product Manager', 'active'],
  [2, 'Daniel Brooks', 0, 'd.brooks@northwind.co', 'Northwind Traders', 'Sales Representative', 'inactive'],
  [3, 'Sofia Marín', 2, 'sofia.marin@altaviva.es', 'Alta Viva', 'UX Designer', 'active'],
  [4, 'Kenji Watanabe', 3, 'kenji@kumo-systems.jp', 'Kumo Systems', 'Backend Engineer', 'active'],
  [5, 'Leila Haddad', 0, 'leila.haddad@cedarpoint.ae', 'Cedar Point Consulting', 'Financial Analyst', 'active'],
  [6, 'Marcus Johnson', 4, 'mjohnson@brightpath.com', 'BrightPath Logistics', 'Operations Lead', 'inactive'],
  [7, 'Chloé Lefèvre', 0, 'chloe.lefevre@atelier-nord.fr', 'Atelier Nord', 'Marketing Manager', 'active'],
  [8, 'Ravi Menon', 6, 'ravi.menon@lumenlabs.io', 'Lumen Labs', 'Data Scientist', 'active'],
  [9, 'Hannah Schmidt', 0, 'h.schmidt@bergwerk.de', 'Bergwerk GmbH', 'HR Manager', 'inactive'],
  [10, 'Tomás Silva', 0, 'tomas.silva@kumo-systems.jp', 'Kumo Systems', 'Frontend Developer', 'active'],
  [11, 'Grace Kim', 5, 'grace.kim@northwind.co', 'Northwind Traders', 'Account Executive', 'active'],
  [12, 'Omar Farouk', 0, 'omar.farouk@cedarpoint.ae', 'Cedar Point Consulting', 'Project Manager', 'inactive'],
  [13, 'Isabella Rossi', 0, 'isabella.rossi@verdant.it', 'Verdant Foods', 'Customer Success Manager', 'active'],
  [14, 'Noah Williams', 0, 'noah.w@brightpath.com', 'BrightPath Logistics', 'DevOps Engineer', 'inactive'],
];

/** `picture` 0: no picture, the initials show. */
export const users: User[] = rows.map(([id, name, picture, email, company, role, status]) => ({
  id,
  name,
  avatar: picture ? avatar(picture) : '',
  email,
  company,
  role,
  status,
}));

/** Everything on except text messages, which people turn on for what is urgent. */
export function defaultNotifications(): NotificationSettings {
  const on = { push: true, email: true, sms: false };
  return {
    comments: { ...on },
    mentions: { ...on, sms: true },
    followers: { push: true, email: false, sms: false },
    messages: { ...on },
    teamUpdates: { push: false, email: true, sms: false },
    security: { push: true, email: true, sms: true },
  };
}

/**
 * One language's seed prose (users-fr.ts, users-ar.ts): bios by user id; the names of the spoken
 * languages and skills (a tool's name, SQL or Figma, is the same everywhere and is not listed); the
 * job titles the timeline names, by their English; the timeline's words. Names of people,
 * companies, teams and places stay.
 */
export interface UsersLanguage {
  bios: Record<string, { bio: string }>;
  words: Record<string, string>;
  /** Each seed job title is one person's, so it takes their grammatical gender where the language has one. */
  roles: Record<string, string>;
  timeline: TimelineWords;
}

type Facts = [
  bio: string,
  phone: string,
  location: string,
  joinedAt: string,
  languages: string[],
  skills: string[],
  teams: [string, number][],
  following: number[],
];

const facts: Record<number, Facts> = {
  1: [
    'Leads the analytics product at Lumen Labs: talks to customers every week and turns what she hears into roadmaps engineers enjoy building.',
    '+44 20 7946 0321',
    'London, United Kingdom',
    '2019-03-11',
    ['English', 'Igbo', 'French'],
    ['Roadmapping', 'User research', 'SQL', 'Pricing'],
    [
      ['Insights Platform', 14],
      ['Product Council', 6],
      ['Mentoring Circle', 9],
    ],
    [3, 4, 8, 10, 11, 13],
  ],
  2: [
    'Covers the Midwest accounts for Northwind, mostly independent grocers and regional distributors.',
    '+1 312 555 0142',
    'Chicago, United States',
    '2020-07-01',
    ['English'],
    ['Negotiation', 'CRM hygiene', 'Forecasting'],
    [['Field Sales', 22]],
    [1, 11, 6],
  ],
  3: [
    'Designs calm, accessible interfaces. Currently rebuilding the Alta Viva booking flow around one-handed phone use.',
    '+34 91 555 0178',
    'Madrid, Spain',
    '2021-02-15',
    ['Spanish', 'English', 'Catalan'],
    ['Interaction design', 'Accessibility', 'Figma', 'Prototyping'],
    [
      ['Design System', 8],
      ['Booking Squad', 11],
    ],
    [1, 10, 7, 13],
  ],
  4: [
    'Keeps the Kumo APIs fast and boring. Happiest with a profiler open and a flame graph to read.',
    '+81 3 5550 1234',
    'Tokyo, Japan',
    '2018-09-03',
    ['Japanese', 'English'],
    ['Go', 'PostgreSQL', 'Observability', 'Distributed systems'],
    [
      ['Platform', 17],
      ['On-call Guild', 12],
    ],
    [1, 8, 14, 10],
  ],
  5: [
    'Builds the financial models behind Cedar Point engagements and teaches clients to read them.',
    '+971 4 555 0190',
    'Dubai, United Arab Emirates',
    '2022-01-10',
    ['Arabic', 'English', 'French'],
    ['Financial modelling', 'Excel', 'Valuation'],
    [['Advisory', 19]],
    [12, 1, 8],
  ],
  6: [
    'Ran warehouse operations for the northern hubs; on leave until the spring.',
    '+1 617 555 0116',
    'Boston, United States',
    '2017-05-22',
    ['English', 'Spanish'],
    ['Lean operations', 'Scheduling', 'Safety'],
    [['Operations', 31]],
    [2, 9],
  ],
  7: [
    'Tells the Atelier Nord story across print, social and the odd pop-up shop.',
    '+33 1 55 50 01 87',
    'Lyon, France',
    '2020-11-02',
    ['French', 'English', 'Italian'],
    ['Brand strategy', 'Copywriting', 'Events'],
    [
      ['Brand', 7],
      ['Growth', 10],
    ],
    [3, 1, 13, 11],
  ],
  8: [
    'Models demand and churn for Lumen Labs customers; writes the notebooks everyone copies.',
    '+91 80 5550 2211',
    'Bengaluru, India',
    '2021-06-14',
    ['English', 'Malayalam', 'Hindi'],
    ['Python', 'Forecasting', 'Experiment design', 'dbt'],
    [
      ['Insights Platform', 14],
      ['Data Science', 9],
    ],
    [1, 4, 5, 14],
  ],
  9: [
    'Looked after hiring and onboarding at Bergwerk; the account is paused while she moves teams.',
    '+49 30 5550 1456',
    'Berlin, Germany',
    '2019-10-07',
    ['German', 'English'],
    ['Recruiting', 'Onboarding', 'Labour law'],
    [['People & Culture', 5]],
    [6, 12],
  ],
  10: [
    'Builds the Kumo dashboard in React and TypeScript; cares a lot about bundle size and keyboard users.',
    '+351 21 555 0133',
    'Lisbon, Portugal',
    '2022-04-19',
    ['Portuguese', 'English', 'Spanish'],
    ['React', 'TypeScript', 'Performance', 'Testing'],
    [
      ['Platform', 17],
      ['Design System', 8],
    ],
    [3, 4, 1],
  ],
  11: [
    'Opens new retail accounts on the West Coast and keeps the existing ones smiling.',
    '+1 415 555 0168',
    'San Francisco, United States',
    '2021-08-30',
    ['English', 'Korean'],
    ['Account planning', 'Presentations', 'Salesforce'],
    [
      ['Field Sales', 22],
      ['Key Accounts', 6],
    ],
    [1, 2, 7],
  ],
  12: [
    'Delivered the Cedar Point public-sector programmes; away on a sabbatical this year.',
    '+20 2 5550 1099',
    'Cairo, Egypt',
    '2018-02-12',
    ['Arabic', 'English'],
    ['Programme delivery', 'Risk management', 'Stakeholders'],
    [['Advisory', 19]],
    [5],
  ],
  13: [
    'Makes sure every Verdant Foods customer gets value in their first thirty days.',
    '+39 02 5550 1275',
    'Milan, Italy',
    '2020-03-09',
    ['Italian', 'English', 'German'],
    ['Onboarding', 'Renewals', 'Workshops'],
    [['Customer Success', 12]],
    [1, 3, 7],
  ],
  14: [
    'Automated the BrightPath deployment pipeline; the account is disabled after a move to a partner company.',
    '+1 206 555 0187',
    'Seattle, United States',
    '2023-01-16',
    ['English'],
    ['Kubernetes', 'Terraform', 'CI/CD'],
    [['Infrastructure', 8]],
    [4, 8],
  ],
};

export const userProfiles: StoredProfile[] = users.map((user) => {
  const row = facts[user.id]!;
  const [bio, phone, location, joinedAt, languages, skills, teams, following] = row;
  return {
    id: user.id,
    bio,
    phone,
    location,
    joinedAt,
    languages,
    skills,
    teams: teams.map(([name, members]) => ({ name, members })),
    activity: seedActivity(user, { team: teams[0], skill: skills[0], role: user.role, joinedAt }),
    notifications: defaultNotifications(),
    following,
  };
});
