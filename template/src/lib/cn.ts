import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones.
 *
 * The first call builds tailwind-merge's tables of every utility, a long step on a slow phone
 * (see warmUpClassMerging). Class lists fixed at module level are joined plainly
 * (`[...].join(' ')`), so that step never runs while a page's modules load.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables in a task of their own and resolves after it. main.tsx waits for
 * it before React takes over the page: otherwise that step lands inside the first render, and
 * makes that task a long one.
 */
export function warmUpClassMerging(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      twMerge('');
      resolve();
    }, 0),
  );
}
