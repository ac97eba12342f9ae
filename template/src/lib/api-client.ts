/**
 * The one HTTP client. Swap point for buyers: point VITE_API_BASE_URL at a real server
 * and delete src/mocks; nothing else changes. Every feature's api/ module calls through here.
 *
 * - Base `${BASE_URL}api` (the in-browser demo backend), overridable by VITE_API_BASE_URL (config/env.ts).
 * - Requests wait for the backend to be up (lib/api-ready.ts: the demo backend starts on demand).
 * - Timeout 1000 ms per request, so a dead server shows an error instead of a spinner; bearer
 *   header from the stored access token.
 * - Requests need a session unless marked `public` (sign-in, registration, password reset, public
 *   forms). Without any stored token they fail with a local 401, the server's own answer, and never
 *   reach the network: a query still retrying or refetching while someone logs out stays silent.
 * - A 401 with a stored refresh token renews the pair (lib/token-refresh.ts: one refresh for every
 *   concurrent 401, one tab at a time; a refused refresh ends the session, on /login, an unanswered
 *   one leaves it and the request fails), then each failed request is retried once. The refresh
 *   gets a longer timeout: it consumes the stored refresh token, so giving up on it while the
 *   server completes it would leave the client holding a used token.
 * - Errors are `ApiError`s typed by kind, carrying the status and the parsed JSON body.
 * - Every request says the reader's language (`Accept-Language: fr`, the app's current locale), so a
 *   server answers its own prose (FAQ answers, course descriptions, notifications) in it. A change of
 *   language asks the screen's queries again (app/providers.tsx).
 */
import { env } from '@/config/env';
import { ApiError, type ApiErrorKind } from './api-error';
import { apiReadyFor } from './api-ready';
import { getAccessToken, getRefreshToken } from './session';
import { i18n } from './i18n';
import { getSettings } from './settings';
import { refreshTokens, type RenewedTokens } from './token-refresh';

/** Base URL of the API, without a trailing slash (config/env.ts). */
export const apiBaseUrl = env.apiBaseUrl;

export const requestTimeoutMs = 1000;

/** Timeout of the token refresh (see above: a rotation must not be abandoned half-way). */
export const refreshTimeoutMs = 10_000;

/**
 * Timeout of requests that check or set a password: a real server hashes passwords slowly on
 * purpose (scrypt, argon2), and a busy one takes more than a second to do it.
 */
export const passwordTimeoutMs = 10_000;

// The error type every request fails with; screens import it from here with the client.
export { ApiError, apiErrorMessage, apiFieldErrors, isApiError, type ApiErrorKind } from './api-error';

type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Milliseconds before the request fails with kind 'timeout'. @default requestTimeoutMs (1000) */
  timeout?: number;
  /** Sent without a session (sign-in, registration, public forms). @default false */
  public?: boolean;
}

let goToLogin = (): void => {
  location.assign(`${env.baseUrl}login`);
};

/** Replaces the full navigation to /login after a failed refresh (tests observe it this way). */
export function setSessionExpiredHandler(handler: () => void): void {
  goToLogin = handler;
}

export function buildUrl(url: string, params?: QueryParams): string {
  const absolute = /^https?:\/\//i.test(url);
  let full = absolute ? url : `${apiBaseUrl}/${url.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const query = search.toString();
  if (query) full += (full.includes('?') ? '&' : '?') + query;
  return full;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

interface Attempt {
  response: Response;
  data: unknown;
  sentToken: string | null;
}

async function attempt(method: string, url: string, options: RequestOptions, withAuth: boolean): Promise<Attempt> {
  const target = buildUrl(url, options.params);
  await apiReadyFor(target);
  const headers = new Headers({
    Accept: 'application/json',
    // The language the screens are drawn in; the stored choice before i18n has started.
    'Accept-Language': i18n.language || getSettings().locale,
    ...options.headers,
  });
  const sentToken = withAuth ? getAccessToken() : null;
  if (withAuth && !options.public && !sentToken && !getRefreshToken()) return signedOut();
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  const timeout = options.timeout ?? requestTimeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const response = await fetch(target, { method, headers, body, signal: controller.signal });
    const parsed = await readJson(response);
    if (!parsed.ok) {
      throw new ApiError(
        response.ok ? 'bad-response' : statusKind(response.status),
        response.ok ? 'Invalid JSON in response' : statusMessage(response.status),
        response.status,
      );
    }
    return { response, data: parsed.value, sentToken };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('timeout', `timeout of ${timeout}ms exceeded`);
    if (controller.signal.aborted) throw new ApiError('cancelled', 'Request cancelled');
    throw new ApiError('network', 'Network Error');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The answer a server gives a request without a session, made locally. */
function signedOut(): Attempt {
  const data = { message: 'Not signed in' };
  return { response: new Response(JSON.stringify(data), { status: 401 }), data, sentToken: null };
}

const statusKind = (status: number): ApiErrorKind => (status >= 400 && status < 500 ? 'bad-request' : 'bad-response');
const statusMessage = (status: number) => `Request failed with status code ${status}`;

function toError(result: Attempt): ApiError {
  const { status } = result.response;
  return new ApiError(statusKind(status), statusMessage(status), status, result.data);
}

/** Paths that must never trigger a refresh of their own. */
const refreshPath = 'auth/refresh';

/** The refresh request (lib/token-refresh.ts renews through it): the new pair, or why it failed. */
async function sendRefresh(token: string): Promise<RenewedTokens> {
  const result = await attempt('POST', refreshPath, { body: { token }, timeout: refreshTimeoutMs }, false);
  const pair = result.data as Partial<RenewedTokens> | undefined;
  if (!result.response.ok || typeof pair?.accessToken !== 'string' || typeof pair.refreshToken !== 'string') {
    throw toError(result);
  }
  return pair as RenewedTokens;
}

/** Sends a request and resolves with the parsed JSON answer. */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  if (method !== 'GET') earlyAnswers?.drop();
  const first = await attempt(method, url, options, true);
  if (first.response.ok) return first.data as T;

  const refreshToken = getRefreshToken();
  if (first.response.status !== 401 || !refreshToken || url.replace(/^\/+/, '') === refreshPath) throw toError(first);

  // Another request may already have rotated the tokens while this one was in flight.
  if (!first.sentToken || first.sentToken === getAccessToken()) {
    try {
      await refreshTokens(refreshToken, sendRefresh, () => goToLogin());
    } catch (error) {
      // Refused, the request fails as the server answered it; unanswered, as the refresh did.
      throw error instanceof ApiError && error.status === undefined ? error : toError(first);
    }
  }
  const second = await attempt(method, url, options, true);
  if (second.response.ok) return second.data as T;
  throw toError(second);
}

/** The answers screens sent for early (lib/api-preload.ts registers them when a screen first does). */
export interface EarlyAnswers {
  /** The early answer for `url` (once), cancelled when `signal` aborts; undefined when there is none. */
  take(url: string, signal?: AbortSignal): Promise<unknown> | undefined;
  /** Forgets them all: a write may have changed what they say. */
  drop(): void;
}

let earlyAnswers: EarlyAnswers | null = null;

export function setEarlyAnswers(answers: EarlyAnswers): void {
  earlyAnswers = answers;
}

type GetOptions = Omit<RequestOptions, 'body'>;

export const api = {
  /** A GET; it takes the answer of an early GET of the same URL when one was sent (api-preload.ts). */
  get: <T>(url: string, options: GetOptions = {}) =>
    (earlyAnswers?.take(buildUrl(url, options.params), options.signal) as Promise<T> | undefined) ??
    request<T>('GET', url, options),
  post: <T>(url: string, options?: RequestOptions) => request<T>('POST', url, options),
  put: <T>(url: string, options?: RequestOptions) => request<T>('PUT', url, options),
  patch: <T>(url: string, options?: RequestOptions) => request<T>('PATCH', url, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};
