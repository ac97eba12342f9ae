/**
 * Demo backend for user management. Each call needs its right on User (GET read, POST create, PATCH
 * update, DELETE delete), else 403 `{ message }` (requireAbility in ../http.ts).
 *   GET    /users                -> User[] (newest first: the stored order reversed)
 *   POST   /user/add             -> 201 User (id = last id + 1; an id in the body is ignored)
 *   DELETE /user/delete/:id      -> 204 (the user, their profile and their place in others' lists)
 *   GET    /user/:id             -> { user, profile } (profile counts worked out from who follows whom)
 *   PATCH  /user/:id             -> { user, profile } (any account field, bio, contacts, notifications)
 *   GET    /user/:id/followers   -> { users: (User & { mutual })[] } people who follow this user
 *   GET    /user/:id/friends     -> { users: (User & { mutual })[] } people who follow each other with them
 * E-mail addresses are unique (compared without case): a clash answers 400 on the email field.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { notificationTopics, userStatuses, type User } from '@/features/users/types';
import { api, badRequest, notFound, parseBody, requireAbility, requiredField } from '../http';
import { changeEntries, connections, details, newProfile, profilesTable, usersTable } from './users-store';

const userId = z
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

const addSchema = z.strictObject({
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

const patchSchema = z.strictObject({
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
});
const patchBody = z.partial(patchSchema);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 400 when another user already has this address. */
function emailTaken(email: string, except?: number): Response | null {
  const owner = usersTable.all().find((u) => u.id !== except && sameEmail(u.email, email));
  return owner
    ? badRequest('Invalid body: email: Email is already in use', { email: ['Email is already in use'] })
    : null;
}

/** Only the fields the request gave (a partial body leaves the others as stored). */
function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The user behind `:id`, or the 400/404 answer. */
function findUser(raw: unknown): User | Response {
  const id = userId.safeParse(String(raw));
  if (!id.success) return badRequest(id.error.issues[0]?.message ?? 'Invalid user id');
  return usersTable.find(id.data) ?? notFound(`User ${id.data}`);
}

export const handlers = [
  http.get(api('users'), ({ request }) => {
    const user = requireAbility(request, 'read', 'User');
    if (user instanceof Response) return user;
    // all() hands out a copy, so reversing it leaves the stored order alone.
    return HttpResponse.json(usersTable.all().reverse());
  }),

  http.post(api('user/add'), async ({ request }) => {
    const signedIn = requireAbility(request, 'create', 'User');
    if (signedIn instanceof Response) return signedIn;
    const body = await parseBody(addSchema, request);
    if (body instanceof Response) return body;
    const clash = emailTaken(body.email);
    if (clash) return clash;
    const { id: _ignored, ...fields } = body;
    // Users are only ever appended, so the last id is also the highest one.
    const created = usersTable.insert({ ...fields, id: usersTable.nextId() });
    profilesTable.insert(newProfile(created.id, created));
    return HttpResponse.json(created, { status: 201 });
  }),

  http.delete(api('user/delete/:id'), ({ request, params }) => {
    const signedIn = requireAbility(request, 'delete', 'User');
    if (signedIn instanceof Response) return signedIn;
    const user = findUser(params.id);
    if (user instanceof Response) return user;
    usersTable.remove(user.id);
    profilesTable.remove(user.id);
    // Nobody keeps following someone who is gone.
    for (const profile of profilesTable.all()) {
      if (profile.following.includes(user.id)) {
        profilesTable.update(profile.id, { following: profile.following.filter((id) => id !== user.id) });
      }
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(api('user/:id'), ({ request, params }) => {
    const signedIn = requireAbility(request, 'read', 'User');
    if (signedIn instanceof Response) return signedIn;
    const user = findUser(params.id);
    return user instanceof Response ? user : details(user);
  }),

  http.patch(api('user/:id'), async ({ request, params }) => {
    const signedIn = requireAbility(request, 'update', 'User');
    if (signedIn instanceof Response) return signedIn;
    const user = findUser(params.id);
    if (user instanceof Response) return user;
    const body = await parseBody(patchBody, request);
    if (body instanceof Response) return body;
    if (Object.keys(body).length === 0) return badRequest('Send at least one field to update');
    if (body.email !== undefined) {
      const clash = emailTaken(body.email, user.id);
      if (clash) return clash;
    }
    const { bio, phone, location, languages, skills, notifications, ...account } = body;
    const updated = usersTable.update(user.id, account) ?? user;
    const stored = profilesTable.find(user.id) ?? profilesTable.insert(newProfile(user.id, user));
    const activity = [...changeEntries(user, updated, Object.keys(body)), ...stored.activity].slice(0, 20);
    profilesTable.update(user.id, { ...given({ bio, phone, location, languages, skills, notifications }), activity });
    return details(updated);
  }),

  http.get(api('user/:id/followers'), ({ request, params }) => {
    const signedIn = requireAbility(request, 'read', 'User');
    if (signedIn instanceof Response) return signedIn;
    const user = findUser(params.id);
    return user instanceof Response ? user : HttpResponse.json({ users: connections(user, 'followers') });
  }),

  http.get(api('user/:id/friends'), ({ request, params }) => {
    const signedIn = requireAbility(request, 'read', 'User');
    if (signedIn instanceof Response) return signedIn;
    const user = findUser(params.id);
    return user instanceof Response ? user : HttpResponse.json({ users: connections(user, 'friends') });
  }),
];
