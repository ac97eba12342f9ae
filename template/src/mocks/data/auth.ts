/** Demo accounts: the login page shows both credentials. */
import type { AbilityRule, Role } from '@/lib/session';

export interface DemoAccount {
  id: number;
  fullName: string;
  username: string;
  email: string;
  password: string;
  role: Role;
  avatar?: string;
  abilityRules: AbilityRule[];
}

/** Rules per role: admin manages everything, client may read the AclDemo subject and their own account. */
export const roleRules: Record<Role, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'AclDemo' },
    { action: 'read', subject: 'Account' },
  ],
};

export const demoAccounts = (): DemoAccount[] => [
  {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    password: 'admin',
    role: 'admin',
    abilityRules: roleRules.admin,
  },
  {
    id: 2,
    fullName: 'Jane Miller',
    username: 'janemiller',
    email: 'client@demo.com',
    password: 'client',
    role: 'client',
    abilityRules: roleRules.client,
  },
];
