/**
 * Seed of the profiles' social side: the members' posts (some with a picture from the demo's
 * picture sets), their comments and likes, and each demo account's network. Times are relative to
 * the moment the seed is read, so a fresh demo always shows recent posts.
 */
import { pictureUrl, type PictureSet } from '@/lib/picture-sets';

/** A comment as stored; `key` is the writer's once-per-comment key (a retry finds it). */
export interface StoredComment {
  id: string;
  author: { name: string; avatar: string };
  at: string;
  text: string;
  key?: string;
}

/** A post as stored: `likes` counts people outside the demo; `likedBy` holds account ids. */
export interface StoredPost {
  id: number;
  userId: number;
  at: string;
  text: string;
  image: string;
  imageAlt: string;
  likes: number;
  likedBy: number[];
  comments: StoredComment[];
}

/**
 * One language's seed prose (social-fr.ts, social-ar.ts): post texts and the descriptions of their
 * pictures by post id, seeded comments by comment id. Names stay; comments users add are not here.
 */
export interface SocialLanguage {
  posts: Record<string, Pick<StoredPost, 'text'>>;
  pictures: Record<string, Pick<StoredPost, 'imageAlt'>>;
  comments: Record<string, Pick<StoredComment, 'text'>>;
}

/** Whom a demo account (by account id) follows and is connected with, by member id. */
export interface StoredNetwork {
  id: number;
  following: number[];
  connections: number[];
}

const avatar = (n: number) => (n ? `${import.meta.env.BASE_URL}images/avatars/avatar-${n}.svg` : '');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const picture = (set: PictureSet, name: string, alt: string) => ({ image: pictureUrl(set, name), imageAlt: alt });
const noPicture = { image: '', imageAlt: '' };

/** Commenters are directory members: [name, avatar number (0: initials)]. */
const people = {
  sofia: ['Sofia Marín', 2],
  kenji: ['Kenji Watanabe', 3],
  ravi: ['Ravi Menon', 6],
  grace: ['Grace Kim', 5],
  amara: ['Amara Okafor', 1],
  leila: ['Leila Haddad', 0],
  tomas: ['Tomás Silva', 0],
  chloe: ['Chloé Lefèvre', 0],
} as const;

type Seed = [
  userId: number,
  hours: number,
  text: string,
  media: { image: string; imageAlt: string },
  likes: number,
  comments: [keyof typeof people, number, string][],
];

const seeds: Seed[] = [
  [
    1,
    3,
    'Our team finally moved into the new studio. Standing desks, a window for everyone and a lamp that nobody agrees on.',
    picture(
      'slides',
      'workspace',
      'A bright office corner with a standing desk, a large monitor, a chair and a floor lamp',
    ),
    42,
    [
      ['ravi', 2, 'The lamp stays. I will defend it.'],
      ['sofia', 1, 'Looks calm. Send us a photo of the whiteboard wall when it is up!'],
    ],
  ],
  [
    1,
    30,
    'Roadmap review done: three features ship this quarter, two move to the next, one goes away for good. Saying no is part of the job.',
    noPicture,
    18,
    [['kenji', 26, 'The one that goes away will not be missed by the on-call rota.']],
  ],
  [
    1,
    98,
    'Back from a week of customer visits. Best feedback of the trip: "it just works, and I never had to call you".',
    picture('slides', 'travel', 'Two suitcases by the sea under an orange evening sky'),
    67,
    [
      ['grace', 90, 'Framing that one for the sales wall.'],
      ['leila', 80, 'Welcome back. Expenses by Friday, please.'],
      ['tomas', 75, 'Which city had the best coffee?'],
    ],
  ],
  [
    3,
    5,
    'New design system tokens are in review: fewer colours, clearer names, and every pair passes contrast checks.',
    picture('posts', 'post', 'A green studio with a floor lamp, an armchair and a shirt on a rail'),
    35,
    [['amara', 4, 'Fewer colours is my favourite kind of change.']],
  ],
  [
    3,
    72,
    'Usability sessions this week. Five people, one prototype, and a checkout button everyone found at once.',
    noPicture,
    12,
    [],
  ],
  [
    4,
    8,
    'Moved the job queue to the new cluster with zero downtime. The graphs are boring, exactly as planned.',
    noPicture,
    29,
    [['ravi', 6, 'Boring graphs are the best graphs.']],
  ],
  [
    5,
    20,
    'Quarter closed two days early. Thanks to everyone who sent receipts on time (you know who you are).',
    noPicture,
    16,
    [],
  ],
  [
    7,
    12,
    'Spring campaign is live in four languages. The French headline came out better than the English one.',
    picture('slides', 'spring', 'Blossoming trees on green hills under a pale blue sky'),
    51,
    // Chloé answers in French in every language (social-fr.ts and social-ar.ts leave it out).
    [['chloe', 10, 'Naturellement !']],
  ],
  [8, 40, 'Our churn model now explains its guesses. Sales asked for it; support loves it more.', noPicture, 23, []],
  [
    11,
    16,
    'Team offsite by the lake: one morning of planning, one afternoon outdoors, zero slides.',
    picture('slides', 'outdoors', 'A lake between wooded hills on a sunny day'),
    38,
    [['grace', 14, 'Same lake next year, please.']],
  ],
];

export const posts = (): StoredPost[] =>
  seeds.map(([userId, hours, text, media, likes, comments], index) => ({
    id: index + 1,
    userId,
    at: hoursAgo(hours),
    text,
    ...media,
    likes,
    likedBy: [],
    comments: comments.map(([who, commentHours, commentText], n) => ({
      id: `c${index + 1}-${n + 1}`,
      author: { name: people[who][0], avatar: avatar(people[who][1]) },
      at: hoursAgo(commentHours),
      text: commentText,
    })),
  }));

/** John Doe (account 1) follows two members and is connected with one; Jane Miller starts fresh. */
export const networks = (): StoredNetwork[] => [
  { id: 1, following: [3, 8], connections: [4] },
  { id: 2, following: [], connections: [] },
];
