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
 * A profile's seed bio, languages, skills and timeline come in the reader's language
 * (Accept-Language, mocks/user-prose.ts) until a user changes them; then they stay as typed.
 */
import { http, HttpResponse } from 'msw';
import {
  userAddInputSchema as addSchema,
  userIdParamSchema as userId,
  userPatchInputSchema as patchBody,
  type User,
} from '@/features/users/types';
import { api, badRequest, notFound, parseBody, requireAbility } from '../http';
import { localeOf } from '../locale';
import { changeEntries, connectionsOf, detailsOf, newProfile } from '../user-relations';
import { directory, profilesTable, usersTable } from './users-store';

const connections = (user: User, kind: 'followers' | 'friends') => connectionsOf(user, kind, directory());

/** The GET user/:id answer, its seed prose in the language of `request`. */
const details = (user: User, request: Request): Response =>
  HttpResponse.json(detailsOf(user, directory(), localeOf(request)));

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
    return user instanceof Response ? user : details(user, request);
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
    return details(updated, request);
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
