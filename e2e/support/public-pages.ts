/** The demo's signed-out pages and the h1 each one shows, shared by the specs that walk them. */

/** The eight demo auth pages (two designs of each real form). */
export const authVariantPages = [
  ['/auth/login', 'Welcome back'],
  ['/auth/login-v2', 'Welcome back'],
  ['/auth/register', 'Create your account'],
  ['/auth/register-v2', 'Create your account'],
  ['/auth/forgot-password', 'Reset your password'],
  ['/auth/forgot-password-v2', 'Reset your password'],
  ['/auth/reset-password', 'Choose a new password'],
  ['/auth/reset-password-v2', 'Choose a new password'],
] as const;

/** The sign-in and status pages routes-misc.spec.ts scans with axe in every look (light, dark, Arabic). */
export const signInAndStatusPages = [
  '/login',
  '/register',
  '/forgot-password',
  '/misc/not-found',
  '/misc/coming-soon',
  '/misc/under-maintenance',
  '/misc/not-authorized',
  '/misc/server-error',
];
