/**
 * What every route shares: JSON error answers shaped as the contract says (`{ message, errors? }`,
 * errors by field), zod validation of bodies and queries with the app's own schemas, and the
 * per-route permission check against the signed-in account's CASL rules.
 */
import { createMongoAbility, type RawRuleOf, type MongoAbility } from '@casl/ability';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod/mini';

// zod/mini carries no message texts of its own: the English ones word the checks without one.
if (!z.config().localeError) z.config(z.locales.en());

export type FieldErrors = Record<string, string[]>;

export interface SignedIn {
  id: number;
  role: string;
  ability: MongoAbility;
}
export type Env = { Variables: { account: SignedIn } };

/** An error a route throws; the app's error handler answers it as JSON. */
export class ApiError extends Error {
  // Plain fields, not parameter properties: Node runs this file by stripping types only.
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429;
  errors: FieldErrors | undefined;
  headers: Record<string, string>;
  constructor(status: ApiError['status'], message: string, errors?: FieldErrors, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const errorBody = (message: string, errors?: FieldErrors) => (errors ? { message, errors } : { message });
export const notFound = (what: string) => new ApiError(404, `${what} not found`);

function invalid(where: 'body' | 'query', error: z.core.$ZodError): ApiError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.length ? issue.path.join('.') : '_'] ??= []).push(issue.message);
  const summary = Object.entries(errors)
    .map(([field, messages]) => (field === '_' ? messages.join(', ') : `${field}: ${messages.join(', ')}`))
    .join('; ');
  return new ApiError(400, `Invalid ${where}: ${summary}`, errors);
}

/** The JSON body validated by `schema`; a missing or malformed body is a 400 too. */
export async function bodyOf<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (!text) throw new ApiError(400, 'Request body is required');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw invalid('body', result.error);
  return result.data;
}

export function queryOf<S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw invalid('query', result.error);
  return result.data;
}

export const abilityOf = (rules: RawRuleOf<MongoAbility>[]) => createMongoAbility(rules);

/** A route's guard: `allow('read', 'Invoice')` (see auth.ts `guards`). */
export type Allow = (action: string, subject: string) => MiddlewareHandler<Env>;
