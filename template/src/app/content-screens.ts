/**
 * The code of every signed-in screen, by module path. A chunk of its own: the list of files these
 * screens need is long, and public pages (sign-in, landing) load without it. router.tsx imports it
 * when a screen of the content layout is first needed; screens of the blank layout live in the
 * folders listed in `publicScreenModules` there.
 */
import type { ScreenModule } from './router';

export const contentScreenModules = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/*.tsx',
  '!./routes/{auth,auth-demo,front-end,misc}/**',
  '!./routes/**/*.test.tsx',
]);
