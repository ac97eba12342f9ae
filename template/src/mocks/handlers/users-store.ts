/**
 * Stores of the user-management demo backend, shared with the domains that read the directory
 * (roles, the social feed). The answers worked out from them (../user-relations.ts) are the users
 * handlers' own, so the profiles' prose in other languages loads only with those.
 */
import type { User } from '@/features/users/types';
import { collection } from '../db';
import { userProfiles, users, type StoredProfile } from '../data/users';
import type { Directory } from '../user-relations';

export const usersTable = collection<User>('users', () => users);
export const profilesTable = collection<StoredProfile>('user-profiles', () => userProfiles);

export const directory = (): Directory => ({ users: usersTable.all(), profiles: profilesTable.all() });
