/**
 * The seed timeline of a profile: a few entries per person, worded from their own facts (team,
 * first skill, company, role), newest first, the latest ones dated from today. The words come in
 * each language (English here; users-fr.ts, users-ar.ts), so a translation is the same timeline
 * worded in that language, entry for entry.
 */
import type { User, UserActivity } from '@/features/users/types';

/**
 * How a language words the timeline's entries; names (teams, companies, roles) are passed as they
 * are. The last five word the entries the API adds (user-relations.ts): a status change, an edit,
 * a new user's first entry.
 */
export interface TimelineWords {
  milestone: (team: string) => string;
  ledWork: (skill: string) => string;
  review: string;
  presented: (team: string) => string;
  joinedTeam: (team: string) => string;
  teamSize: (people: number) => string;
  joinedCompany: (company: string) => string;
  startedAs: (role: string) => string;
  inactive: string;
  paused: string;
  active: string;
  allowed: string;
  pausedKept: string;
  updated: string;
  addedAs: (role: string) => string;
}

export const timelineEn: TimelineWords = {
  milestone: (team) => `${team} milestone shipped`,
  ledWork: (skill) => `Led the ${skill} work planned for the quarter; the team signed it off.`,
  review: 'Quarterly review with the leadership team',
  presented: (team) => `Presented the ${team} results and next quarter's goals.`,
  joinedTeam: (team) => `Joined ${team}`,
  teamSize: (people) => `Now one of ${people} people on the team.`,
  joinedCompany: (company) => `Joined ${company}`,
  startedAs: (role) => `Started as ${role}.`,
  inactive: 'Account set to inactive',
  paused: 'Sign-in is paused; the profile and its history are kept.',
  active: 'Account set to active',
  allowed: 'Sign-in is allowed again.',
  pausedKept: 'Sign-in is paused; the profile is kept.',
  updated: 'Profile details updated',
  addedAs: (role) => `Added as ${role}.`,
};

/** What a person's timeline is worded from: their first team, first skill and job title (both in the timeline's language) and start date. */
export interface TimelineFacts {
  team: [name: string, members: number] | undefined;
  skill: string | undefined;
  role: string;
  joinedAt: string;
}

/** Midnight UTC `days` ago, plus `hour` hours: recent entries stay recent whenever the demo is opened. */
function daysAgo(days: number, hour: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, hour)).toISOString();
}

/** A person's seed timeline, newest first, in `words`; entry ids (`act-<user>-<n>`) are the same in every language. */
export function seedActivity(
  user: User,
  { team, skill, role, joinedAt }: TimelineFacts,
  words = timelineEn,
): UserActivity[] {
  const [teamName, members] = team ?? ['the team', 1];
  const year = Number(joinedAt.slice(0, 4));
  const entries: Omit<UserActivity, 'id'>[] = [
    {
      kind: 'project',
      title: words.milestone(teamName),
      detail: words.ledWork(skill ?? 'core'),
      at: daysAgo(3 + (user.id % 5) * 4, 10),
    },
    {
      kind: 'meeting',
      title: words.review,
      detail: words.presented(teamName),
      at: daysAgo(30 + (user.id % 3) * 9, 14),
    },
    {
      kind: 'team',
      title: words.joinedTeam(teamName),
      detail: words.teamSize(members),
      at: `${Math.min(year + 1, 2024)}-0${(user.id % 8) + 1}-0${(user.id % 9) + 1}T09:00:00Z`,
    },
    {
      kind: 'joined',
      title: words.joinedCompany(user.company),
      detail: words.startedAs(role),
      at: `${joinedAt}T09:00:00Z`,
    },
  ];
  if (user.status === 'inactive') {
    entries.unshift({ kind: 'status', title: words.inactive, detail: words.paused, at: daysAgo(1 + (user.id % 2), 8) });
  }
  return entries
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((entry, index) => ({ ...entry, id: `act-${user.id}-${index + 1}` }));
}
