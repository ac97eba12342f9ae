/**
 * What user management works out from its two stores, the users and their profiles (who follows
 * whom): a new user's empty profile, follower and friend lists, the profile answer with its counts,
 * and the timeline entries a saved change adds. Plain functions over the rows, so the demo backend
 * (handlers/users-store.ts) and the reference server (server/) answer alike.
 */
import type { Locale } from '@/config/theme';
import type { User, UserConnection, UserDetails, UserProfile } from '@/features/users/types';
import { defaultNotifications, type StoredProfile } from './data/users';
import { timelineEn } from './data/users-timeline';
import { profileIn } from './user-prose';

/** Every user and every stored profile. */
export interface Directory {
  users: User[];
  profiles: StoredProfile[];
}

/** The profile of a user added through the API: joined today, nothing else known yet. */
export function newProfile(id: number, user: User): StoredProfile {
  const today = new Date().toISOString();
  return {
    id,
    bio: '',
    phone: '',
    location: '',
    joinedAt: today.slice(0, 10),
    languages: [],
    skills: [],
    teams: [],
    activity: [
      {
        id: `act-${id}-1`,
        kind: 'joined',
        title: timelineEn.joinedCompany(user.company),
        detail: timelineEn.addedAs(user.role),
        at: today,
      },
    ],
    notifications: defaultNotifications(),
    following: [],
  };
}

/** The people on one side of a user's connections, with whether the link goes both ways. */
export function connectionsOf(
  user: User,
  kind: 'followers' | 'friends',
  { users, profiles }: Directory,
): UserConnection[] {
  const { followers, following } = summaryOf(user.id, { users, profiles });
  const ids = kind === 'followers' ? followers : followers.filter((id) => following.includes(id));
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const other = byId.get(id);
    return other ? [{ ...other, mutual: following.includes(id) }] : [];
  });
}

/** Who follows this user and whom they follow, among the users that exist. */
export function summaryOf(id: number, { users, profiles }: Directory) {
  const existing = new Set(users.map((u) => u.id));
  const followers = profiles
    .filter((p) => p.id !== id && existing.has(p.id) && p.following.includes(id))
    .map((p) => p.id);
  const following = (profiles.find((p) => p.id === id)?.following ?? []).filter((other) => existing.has(other));
  return { followers, following };
}

/** The GET user/:id answer: the entry, and its profile with the connection counts and its seed prose in `locale`. */
export function detailsOf(user: User, directory: Directory, locale: Locale = 'en'): UserDetails {
  const found = directory.profiles.find((p) => p.id === user.id) ?? newProfile(user.id, user);
  const { id: _id, following: _following, ...stored } = profileIn(found, locale);
  const { followers, following } = summaryOf(user.id, directory);
  const profile: UserProfile = {
    ...stored,
    followersCount: followers.length,
    followingCount: following.length,
    friendsCount: followers.filter((other) => following.includes(other)).length,
  };
  return { user, profile };
}

/** Timeline entries for a saved change: a status switch, and/or an edit of the other details. */
export function changeEntries(before: User, after: User, fields: string[]) {
  const at = new Date().toISOString();
  const stamp = Date.now().toString(36);
  const entries: StoredProfile['activity'] = [];
  if (before.status !== after.status) {
    entries.push({
      id: `act-${after.id}-s${stamp}`,
      kind: 'status',
      title: after.status === 'active' ? timelineEn.active : timelineEn.inactive,
      detail: after.status === 'active' ? timelineEn.allowed : timelineEn.pausedKept,
      at,
    });
  }
  if (fields.some((field) => field !== 'status' && field !== 'notifications')) {
    entries.push({
      id: `act-${after.id}-p${stamp}`,
      kind: 'profile',
      title: timelineEn.updated,
      detail: '',
      at,
    });
  }
  return entries;
}
