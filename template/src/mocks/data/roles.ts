/**
 * Seed roles: the Administrator (everything), the Client of the sign-in page (the FAQ and their
 * account), and three roles a real team has. Every seeded role but the Administrator can read the
 * FAQ and its own account, so each user lands somewhere after sign-in.
 */
import type { Role, RoleRule } from '@/features/roles/types';

const base: RoleRule[] = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'read', subject: 'Account' },
];
const read = (...subjects: string[]) => subjects.map((subject) => ({ action: 'read', subject }));
const manage = (...subjects: string[]) => subjects.map((subject) => ({ action: 'manage', subject }));

export const administratorId = 1;
export const clientRoleId = 2;

export const seedRoles = (): Role[] => [
  {
    id: administratorId,
    name: 'Administrator',
    rules: [{ action: 'manage', subject: 'all' }],
    locked: true,
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  { id: clientRoleId, name: 'Client', rules: base, locked: false, createdAt: '2025-01-06T09:05:00.000Z' },
  {
    id: 3,
    name: 'Manager',
    rules: [...base, ...read('Dashboard', 'User', 'Calendar'), ...manage('Product', 'Order', 'Kanban')],
    locked: false,
    createdAt: '2025-02-14T10:30:00.000Z',
  },
  {
    id: 4,
    name: 'Support',
    rules: [...base, ...read('Order', 'User'), { action: 'update', subject: 'Order' }, ...manage('Chat', 'Email')],
    locked: false,
    createdAt: '2025-03-03T08:15:00.000Z',
  },
  {
    id: 5,
    name: 'Accountant',
    rules: [...base, ...read('Dashboard', 'Order'), ...manage('Invoice')],
    locked: false,
    createdAt: '2025-04-22T14:45:00.000Z',
  },
];

/** Who has which role: the two demo accounts, and the people of the users directory (ids 1..14). */
export const seedMembers = (): { id: string; roleId: number }[] => [
  { id: 'account:1', roleId: administratorId },
  { id: 'account:2', roleId: clientRoleId },
  ...[1, 4, 7, 12].map((n) => ({ id: `user:${n}`, roleId: 3 })),
  ...[2, 6, 10, 11, 13].map((n) => ({ id: `user:${n}`, roleId: 4 })),
  ...[5, 9].map((n) => ({ id: `user:${n}`, roleId: 5 })),
  ...[3, 8, 14].map((n) => ({ id: `user:${n}`, roleId: clientRoleId })),
];
