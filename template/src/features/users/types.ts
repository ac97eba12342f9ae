/**
 * User management shapes: the directory entry the list shows, and the profile the profile screen
 * adds to it (about, contacts, teams, activity, notification choices, connection counts).
 */
import type { ReactNode } from 'react';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { z } from 'zod/mini';
import { requiredField } from '@/lib/server-rules';

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

/**
 * The profile's social side, which the screen builds from the social feature (so this feature does
 * not depend on it): the member's posts on the Profile tab, the banner's follow toggle and each
 * person card's connect toggle.
 */
export interface ProfileSocial {
  feed: (user: User) => ReactNode;
  follow: (user: User) => ReactNode;
  connect: (person: UserConnection) => ReactNode;
}

/** GET /users answers every user. */
export const userListSchema = z.array(userSchema);

/** GET /user/:id/:kind answers `{ users }`, the connections of that kind. */
export const connectionListSchema = z.object({ users: z.array(connectionSchema) });

// Requests, as the servers check them (the demo backend, the reference server and the API contract
// share these): messages name the field, as a server's 400 answer does.

/** The `:id` of user/:id: a positive whole number, in the path as digits. */
export const userIdParamSchema = z
  .pipe(z.string().check(z.regex(/^\d{1,9}$/, 'User id must be a positive whole number')), z.transform(Number))
  .check(z.refine((id) => id > 0, 'User id must be a positive whole number'));

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`));

const accountFields = {
  name: requiredField('Name', 80),
  email: z.pipe(requiredField('Email', 254), z.email({ error: 'Email must be a valid email address' })),
  company: requiredField('Company', 80),
  role: requiredField('Role', 80),
  status: z.enum(userStatuses, { error: `Status must be one of ${userStatuses.join(', ')}` }),
  avatar: z.string({ error: 'Avatar must be text' }).check(
    z.maxLength(300_000, 'Avatar is too large (at most about 200 KB)'),
    z.refine((v) => v === '' || v.startsWith('/') || /^data:image\/(png|jpeg|webp|gif);base64,/.test(v), {
      error: 'Avatar must be a picture on this site or a PNG, JPEG, WebP or GIF data URL',
    }),
  ),
};

/** POST user/add. */
export const userAddInputSchema = z.strictObject({
  // A client may send the whole user object back; the server owns the id.
  id: z.optional(z.unknown()),
  ...accountFields,
  avatar: z._default(accountFields.avatar, ''),
});

const channels = z.strictObject({ push: z.boolean(), email: z.boolean(), sms: z.boolean() });
const tags = (field: string) =>
  z
    .array(requiredField(field, 40), { error: `${field} must be a list of texts` })
    .check(z.maxLength(12, `${field} may hold at most 12 items`));

/** PATCH user/:id: any of these fields (at least one; the servers say so). */
export const userPatchInputSchema = z.partial(
  z.strictObject({
    ...accountFields,
    bio: optionalText('Bio', 500),
    phone: optionalText('Phone', 30).check(
      z.regex(/^(\+?[\d\s().-]{4,30})?$/, 'Phone may only hold digits, spaces and + ( ) . -'),
    ),
    location: optionalText('Location', 80),
    languages: tags('Languages'),
    skills: tags('Skills'),
    notifications: z.record(z.enum(notificationTopics), channels, {
      error: `Notifications must give push, email and sms for ${notificationTopics.join(', ')}`,
    }),
  }),
);
