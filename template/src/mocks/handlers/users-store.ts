/**
 * Stores of the user-management demo backend, and the answers worked out from them
 * (../user-relations.ts does the working out).
 */
import { HttpResponse } from 'msw';
import type { User } from '@/features/users/types';
import { collection } from '../db';
import { userProfiles, users, type StoredProfile } from '../data/users';
import { localeOf } from '../locale';
import { connectionsOf, detailsOf } from '../user-relations';

export { changeEntries, newProfile } from '../user-relations';

export const usersTable = collection<User>('users', () => users);
export const profilesTable = collection<StoredProfile>('user-profiles', () => userProfiles);

const directory = () => ({ users: usersTable.all(), profiles: profilesTable.all() });

export const connections = (user: User, kind: 'followers' | 'friends') => connectionsOf(user, kind, directory());

/** The GET user/:id answer, its seed prose in the language of `request`. */
export const details = (user: User, request: Request): Response =>
  HttpResponse.json(detailsOf(user, directory(), localeOf(request)));
