/**
 * Stores of the user-management demo backend, and the answers worked out from them
 * (../user-relations.ts does the working out).
 */
import { HttpResponse } from 'msw';
import { userIdParamSchema, type User } from '@/features/users/types';
import { collection } from '../db';
import { badRequest, notFound } from '../http';
import { userProfiles, users, type StoredProfile } from '../data/users';
import { connectionsOf, detailsOf } from '../user-relations';

export { changeEntries, newProfile } from '../user-relations';

export const usersTable = collection<User>('users', () => users);
export const profilesTable = collection<StoredProfile>('user-profiles', () => userProfiles);

const directory = () => ({ users: usersTable.all(), profiles: profilesTable.all() });

export const connections = (user: User, kind: 'followers' | 'friends') => connectionsOf(user, kind, directory());

/** The GET user/:id answer. */
export const details = (user: User): Response => HttpResponse.json(detailsOf(user, directory()));

/** The user behind a path's `:id`, or the 400 (malformed id) or 404 (unknown id) answer. */
export function findUser(raw: unknown): User | Response {
  const id = userIdParamSchema.safeParse(String(raw));
  if (!id.success) return badRequest(id.error.issues[0]?.message ?? 'Invalid user id');
  return usersTable.find(id.data) ?? notFound(`User ${id.data}`);
}
