/**
 * Helpers every demo handler uses: the API path pattern, the signed-in user behind a bearer
 * token, zod (mini) validation of queries, bodies and path ids, and the JSON error answers.
 * Error bodies always look like `{ message, errors? }` where `errors` maps a field to messages.
 */
import { HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { apiBaseUrl } from '@/lib/api-client';
import { createMongoAbility } from '@casl/ability';
import { deferredModule } from '@/lib/deferred-module';
import { userFromAccessToken, type PublicUser } from './sessions';

// zod/mini carries no message texts of its own: zod's English ones word the checks that have no
// message here ("Invalid input: expected object, received array"), unless the app chose a locale.
if (!z.config().localeError) z.config(z.locales.en());

/**
 * The roles' store (its seed and the roles' schemas) loads beside this module rather than inside it:
 * evaluated in a task of its own, the backend's start is two shorter tasks on the page's main thread
 * instead of one long one. Everything that answers a request waits for it first (handlers/index.ts,
 * the chat socket's link), so the rules are never read before they exist. A failed load (offline)
 * is tried again by the next request, as a domain's is.
 */
const rolesStore = deferredModule(() => import('./handlers/roles-store'));
export const rolesReady = (): Promise<unknown> => rolesStore.load();

// The whole backend's code is evaluated in one task on the page's main thread: its start is kept
// out of it. Inserting the roles store's preload links costs milliseconds, so its download starts
// in a task of its own, long before the service worker is up to hand over a request.
setTimeout(() => void rolesStore.load().catch(() => undefined), 0);

/** MSW path pattern of an endpoint under the API base, e.g. `api('/invoices')`. */
export function api(path: string): string {
  return `${apiBaseUrl}/${path.replace(/^\/+/, '')}`;
}

export type FieldErrors = Record<string, string[]>;

export function jsonError(status: number, message: string, errors?: FieldErrors): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

export function badRequest(message: string, errors?: FieldErrors): Response {
  return jsonError(400, message, errors);
}

/** 404 for an unknown id or resource, e.g. `notFound('Invoice INV9999')` -> "Invoice INV9999 not found". */
export function notFound(what: string): Response {
  return jsonError(404, `${what} not found`);
}

/** The signed-in demo user, or a 401 JSON answer when the bearer token is missing, unknown or expired. */
export function requireUser(request: Request): PublicUser | Response {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return jsonError(401, 'Missing bearer token');
  const result = userFromAccessToken(match[1]!);
  if (result === 'expired') return jsonError(401, 'Access token expired');
  if (!result) return jsonError(401, 'Invalid access token');
  return result;
}

/**
 * `requireUser`, then the user's role's CURRENT rules must allow `action` on `subject`, else a
 * 403 JSON answer. A record with add and edit screens of its own maps the method (a GET to read, a
 * POST to create, a PUT or PATCH to update, a DELETE to delete); any other endpoint asks what the
 * route of the screen that calls it asks (config/paths.ts), e.g. `read Kanban` for the whole board.
 */
export function requireAbility(request: Request, action: string, subject: string): PublicUser | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  if (userMay(user, action, subject)) return user;
  return jsonError(403, `You may not ${action} ${subject}`);
}

/** Whether the user's role's CURRENT rules allow `action` on `subject` (the chat socket asks too). */
export function userMay(user: PublicUser, action: string, subject: string): boolean {
  const store = rolesStore.current;
  if (!store) throw new Error('The roles store is not loaded yet: await rolesReady first');
  return createMongoAbility(store.rulesOfAccount(user.id)).can(action, subject);
}

function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

function invalid(where: 'query' | 'body', error: z.core.$ZodError): Response {
  const errors = fieldErrorsOf(error);
  const summary = Object.entries(errors)
    .map(([field, messages]) => (field === '_' ? messages.join(', ') : `${field}: ${messages.join(', ')}`))
    .join('; ');
  return badRequest(`Invalid ${where}: ${summary}`, errors);
}

/** Validates the query string (each key's last value; repeated keys become arrays). */
export function parseQuery<S extends z.ZodMiniType>(schema: S, url: string | URL): z.infer<S> | Response {
  const params = new URL(url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  const result = schema.safeParse(raw);
  return result.success ? result.data : invalid('query', result.error);
}

/** Validates a JSON body; a missing or malformed body is a 400 too. */
export async function parseBody<S extends z.ZodMiniType>(schema: S, request: Request): Promise<z.infer<S> | Response> {
  let raw: unknown;
  try {
    const text = await request.text();
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return badRequest('Request body must be valid JSON');
  }
  if (raw === undefined) return badRequest('Request body is required');
  const result = schema.safeParse(raw);
  return result.success ? result.data : invalid('body', result.error);
}

const wholeNumberSchema = () => z.coerce.number().check(z.int(), z.positive());
let wholeNumber: ReturnType<typeof wholeNumberSchema> | undefined;
const positiveWholeNumber = () => (wholeNumber ??= wholeNumberSchema());
// The first zod schema a page makes compiles much of zod's code (about 10 ms at 1x CPU): made here
// at the top level, it lengthened the task that evaluates the backend; in a task of its own, the
// backend's handler files, which make theirs as they load, find zod ready.
setTimeout(positiveWholeNumber, 0);

/** A path id that must be a positive whole number, else a 400: `parseId(params.id, 'Row')` -> "Row id must be...". */
export function parseId(raw: unknown, what: string): number | Response {
  const result = positiveWholeNumber().safeParse(raw);
  return result.success ? result.data : badRequest(`${what} id must be a positive whole number`);
}

export { requiredField } from '@/lib/server-rules';
