/**
 * The code of every signed-in screen, by module path. A chunk of its own: the list of files these
 * screens need is long, and public pages (sign-in, landing) load without it. router.tsx imports it
 * when a screen of the content layout is first needed; screens of the blank layout live in the
 * folders listed in `publicScreenModules` there.
 */
import type { ComponentType } from 'react';

export const contentScreenModules = import.meta.glob<{ default: ComponentType }>([
  './routes/**/*.tsx',
  '!./routes/*.tsx',
  '!./routes/{auth,auth-demo,front-end,misc}/**',
  '!./routes/**/*.test.tsx',
]);
