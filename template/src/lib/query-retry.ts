/**
 * When a request is asked again. The API client gives up after 1000 ms, and a busy device or
 * a demo backend still starting can miss that on a first answer: such transient failures (timeout,
 * network, 5xx) are retried a few times, quickly; a 4xx or an answer of the wrong shape would come
 * back the same, so it is shown at once. The default of every query (app/providers.tsx); mutations
 * opt in where a repeat is safe (idempotent, or carrying a key the server deduplicates).
 */
import { isApiError } from './api-client';

export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'timeout' || error.kind === 'network' || (error.status ?? 0) >= 500;
}

export const transientRetry = {
  retry: (failures: number, error: Error) => failures < 3 && isTransient(error),
  retryDelay: (failures: number) => Math.min(250 * 2 ** failures, 2000),
};
