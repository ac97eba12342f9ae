/**
 * Demo accounts: the login page shows both credentials. Their rules come from their role
 * (mocks/data/roles.ts, assigned in /apps/roles), read at each sign-in and token refresh.
 */
import type { Role } from '@/lib/session';

export interface DemoAccount {
  id: number;
  fullName: string;
  username: string;
  email: string;
  password: string;
  role: Role;
  avatar?: string;
}

export const demoAccounts = (): DemoAccount[] => [
  {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    password: 'admin',
    role: 'admin',
  },
  {
    id: 2,
    fullName: 'Jane Miller',
    username: 'janemiller',
    email: 'client@demo.com',
    password: 'client',
    role: 'client',
  },
];
