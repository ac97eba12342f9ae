/**
 * The errors of lib/api-client.ts: every failed request rejects with an `ApiError` typed by kind,
 * with the status and the parsed JSON body, and two readers of that body for forms and toasts.
 */

/** Transport error kinds. 4xx answers are `bad-request`, 5xx and unreadable bodies `bad-response`. */
export type ApiErrorKind = 'network' | 'timeout' | 'cancelled' | 'bad-request' | 'bad-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  readonly status?: number;
  /** Parsed JSON body of an error answer, e.g. `{ message, errors: { email: [...] } }`. */
  readonly data?: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Field errors a server sent as `{ errors: { field: ['message'] } }`, for showing under inputs. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const errors = (error.data as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value : [value];
    out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** The server's own `message`, when it sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const message = (error.data as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
