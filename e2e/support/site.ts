/**
 * Where the site under test lives. playwright.config.ts sets TESSERA_SITE_URL (a free port) for
 * the runner and every worker.
 */

/** Root of the served site, with a trailing slash (docs live here). */
export const siteUrl = process.env.TESSERA_SITE_URL ?? 'http://127.0.0.1:4321/';

/** The demo's base path, as in the build (`base: '/demo/'`). */
export const demoBase = '/demo/';

/**
 * Absolute path of an in-app route: `demoPath('/dashboard/crm')` -> '/demo/dashboard/crm'.
 * Use it with page.goto (a leading "/" would otherwise skip the /demo/ base URL).
 */
export function demoPath(path = '/'): string {
  const trimmed = path.replace(/^\/+/, '');
  return `${demoBase}${trimmed}`;
}

/** Full URL of an in-app route. */
export function demoUrl(path = '/'): string {
  return new URL(demoPath(path), siteUrl).href;
}

/** Demo accounts (the login page lists the same two). */
export const users = {
  admin: { email: 'admin@demo.com', password: 'admin', landing: '/dashboard/crm' },
  client: { email: 'client@demo.com', password: 'client', landing: '/pages/faq' },
} as const;

export type Role = keyof typeof users;
