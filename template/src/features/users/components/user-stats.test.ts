import { users } from '@/mocks/data/users';
import type { User } from '../types';
import { userStats } from './user-stats';

describe('userStats', () => {
  it('counts the seed directory', () => {
    expect(userStats(users)).toEqual({ total: 14, active: 9, inactive: 5, companies: 9, roles: 14 });
  });

  it('counts companies and titles once whatever their case or spacing, and copes with nobody', () => {
    const base: User = {
      id: 1,
      name: 'A',
      avatar: '',
      email: 'a@x.io',
      company: 'Acme',
      role: 'CEO',
      status: 'inactive',
    };
    const list = [base, { ...base, id: 2, company: ' acme ', role: 'ceo', status: 'active' as const }];
    expect(userStats(list)).toEqual({ total: 2, active: 1, inactive: 1, companies: 1, roles: 1 });
    expect(userStats([])).toEqual({ total: 0, active: 0, inactive: 0, companies: 0, roles: 0 });
  });
});
