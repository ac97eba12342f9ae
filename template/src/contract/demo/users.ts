/** The contract's user-management endpoints (the directory the app manages, not the accounts that sign in). */
import {
  connectionListSchema,
  userAddInputSchema,
  userDetailsSchema,
  userListSchema,
  userPatchInputSchema,
  userSchema,
  type User,
} from '@/features/users/types';
import { freshEmail, type AnswerOf, type Endpoint } from '../types';

const createdUserPath = (answerOf: AnswerOf) => {
  const created = answerOf<User>('createUser');
  return created && { path: { id: created.id } };
};

export const userEndpoints: Endpoint[] = [
  {
    id: 'listUsers',
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'Every user, newest first',
    answer: userListSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [],
  },
  {
    id: 'createUser',
    method: 'post',
    path: '/user/add',
    tag: 'Users',
    summary: 'Add a user (the server picks the id)',
    body: userAddInputSchema,
    answer: userSchema,
    status: 201,
    ability: { action: 'create', subject: 'User' },
    errors: [400],
    sample: () => ({
      body: { name: 'Contract Check', email: freshEmail('user'), company: 'Tessera', role: 'Tester', status: 'active' },
    }),
  },
  {
    id: 'getUser',
    method: 'get',
    path: '/user/{id}',
    tag: 'Users',
    summary: 'A user with their profile',
    answer: userDetailsSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: createdUserPath,
  },
  {
    id: 'updateUser',
    method: 'patch',
    path: '/user/{id}',
    tag: 'Users',
    summary: 'Change account or profile fields',
    body: userPatchInputSchema,
    answer: userDetailsSchema,
    ability: { action: 'update', subject: 'User' },
    errors: [400, 404],
    sample: (answerOf) => {
      const created = answerOf<User>('createUser');
      return created && { path: { id: created.id }, body: { company: 'Tessera Labs' } };
    },
  },
  {
    id: 'listFollowers',
    method: 'get',
    path: '/user/{id}/followers',
    tag: 'Users',
    summary: 'Who follows the user',
    answer: connectionListSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: createdUserPath,
  },
  {
    id: 'listFriends',
    method: 'get',
    path: '/user/{id}/friends',
    tag: 'Users',
    summary: 'Who follows the user back',
    answer: connectionListSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: createdUserPath,
  },

  {
    id: 'deleteUser',
    method: 'delete',
    path: '/user/delete/{id}',
    tag: 'Users',
    summary: 'Delete a user (no body)',
    status: 204,
    ability: { action: 'delete', subject: 'User' },
    errors: [400, 404],
    sample: createdUserPath,
  },
];
