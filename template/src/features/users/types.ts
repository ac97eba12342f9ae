/**
 * User management shapes: the directory entry the list shows, and the profile the profile screen
 * adds to it (about, contacts, teams, activity, notification choices, connection counts).
 */
import type { ReactNode } from 'react';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { z } from 'zod/mini';

export const userStatuses = ['active', 'inactive'] as const;

/** What a notification can be about, and how it can reach the user. */
export const notificationTopics = ['comments', 'mentions', 'followers', 'messages', 'teamUpdates', 'security'] as const;
export const notificationChannels = ['push', 'email', 'sms'] as const;

/** Kinds of entries on a user's activity timeline (each has its own icon and colour). */
export const activityKinds = ['joined', 'team', 'project', 'meeting', 'document', 'status', 'profile'] as const;

/** The four sections of the profile screen, in the order of its tabs (the `:tab` of /user/:tab). */
export const profileTabs = ['profile', 'followers', 'friends', 'settings'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const isProfileTab = (value: string | undefined): value is ProfileTab =>
  (profileTabs as readonly string[]).includes(value ?? '');

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** A picture URL, or '' when the user has none (initials show instead). */
  avatar: z.string(),
  email: z.string(),
  company: z.string(),
  /** A job title ("Product Manager"), not a permission role. */
  role: z.string(),
  status: z.enum(userStatuses),
});
export type User = z.infer<typeof userSchema>;
export type UserStatus = User['status'];

const channelsSchema = z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean() });
export const notificationSettingsSchema = z.record(z.enum(notificationTopics), channelsSchema);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationTopic = (typeof notificationTopics)[number];
export type NotificationChannel = (typeof notificationChannels)[number];

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  title: z.string(),
  detail: z.string(),
  /** ISO date-time. */
  at: z.string(),
});
export type UserActivity = z.infer<typeof activitySchema>;
export type ActivityKind = UserActivity['kind'];

export const userProfileSchema = z.object({
  bio: z.string(),
  phone: z.string(),
  location: z.string(),
  /** ISO date (YYYY-MM-DD). */
  joinedAt: z.string(),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  teams: z.array(z.object({ name: z.string(), members: z.number() })),
  /** Newest first. */
  activity: z.array(activitySchema),
  notifications: notificationSettingsSchema,
  followersCount: z.number(),
  followingCount: z.number(),
  /** People who follow each other. */
  friendsCount: z.number(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET user/:id and PATCH user/:id answer the entry and its profile together. */
export const userDetailsSchema = z.object({ user: userSchema, profile: userProfileSchema });
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Someone in a follower or friend list; `mutual` when both follow each other. */
export const connectionSchema = z.object({ ...userSchema.shape, mutual: z.boolean() });
export type UserConnection = z.infer<typeof connectionSchema>;
export type ConnectionKind = 'followers' | 'friends';

/** What the add form sends (the server assigns the id). */
export type UserInput = Omit<User, 'id'>;

/** What the settings forms may change: any account field, the profile's own texts, the notifications. */
export type UserPatch = Partial<
  UserInput & Pick<UserProfile, 'bio' | 'phone' | 'location' | 'languages' | 'skills' | 'notifications'>
>;

/**
 * What the list shows and offers about people's access when the screen may manage roles: each
 * user's role, a row's role menu and "Assign role" on the selection (the screen builds them from the
 * roles feature, so this feature does not depend on it).
 */
export interface UserAccess {
  roleName: (user: User) => string;
  rowMenu: (user: User) => ReactNode;
  bulk: BulkStatusChange<User>;
}

/** GET /users answers every user. */
export const userListSchema = z.array(userSchema);

/** GET /user/:id/:kind answers `{ users }`, the connections of that kind. */
export const connectionListSchema = z.object({ users: z.array(connectionSchema) });
