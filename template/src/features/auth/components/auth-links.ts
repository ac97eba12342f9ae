import type { RouteName } from '@/config/paths';

/** Where the auth forms link to each other: the real pages, or one family of demo pages. */
export interface AuthFormLinks {
  login: RouteName;
  register: RouteName;
  forgot: RouteName;
}

export const realAuthLinks: AuthFormLinks = { login: 'login', register: 'register', forgot: 'forgot-password' };

// #demo-start
/** The demo pages of each design link among themselves (split card v1, full-page cover v2). */
export const demoAuthLinks: Record<'v1' | 'v2', AuthFormLinks> = {
  v1: { login: 'auth-login', register: 'auth-register', forgot: 'auth-forgot-password' },
  v2: { login: 'auth-login-v2', register: 'auth-register-v2', forgot: 'auth-forgot-password-v2' },
};
// #demo-end
