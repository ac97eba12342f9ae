/**
 * Orders requests are asked again only after a transient failure: the API client gives up after
 * 1000 ms (spec), which a busy device can miss on a first answer. A 4xx would come back the same.
 */
import { isApiError } from '@/lib/api-client';

const transient = (error: unknown) =>
  isApiError(error) && (error.kind === 'timeout' || error.kind === 'network' || (error.status ?? 0) >= 500);

export const ordersRetry = {
  retry: (failures: number, error: Error) => failures < 3 && transient(error),
  retryDelay: (failures: number) => Math.min(250 * 2 ** failures, 2000),
};
