/** What the contract check's steps share: options, results, the JSON caller and the shape checks. */
import Ajv2020 from 'ajv/dist/2020.js';
import { jsonSchemaOf } from './openapi';
import type { Endpoint } from './types';

export interface CheckOptions {
  /** The API base, e.g. `http://localhost:8787/api`. */
  baseUrl: string;
  email: string;
  password: string;
  /** Also run the checks that change data for good (delete an order, register an account...). */
  destructive?: boolean;
  /** An access token that has expired, to check that it is refused with 401. */
  expiredToken?: string;
  /** A signed-in account without the abilities the contract asks for, to check each is refused with 403. */
  client?: { email: string; password: string };
  /** The fuzz cases' seed (the same seed sends the same cases) and how many per endpoint (0: none). */
  seed?: number;
  fuzzCases?: number;
}

export type Outcome = 'passed' | 'failed' | 'skipped';
export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const errorShape = ajv.compile({
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  },
});
const answerShapes = new Map<Endpoint, ReturnType<typeof ajv.compile>>();

function shapeProblem(validate: ReturnType<typeof ajv.compile>, body: unknown): string | null {
  if (validate(body)) return null;
  const first = validate.errors?.[0];
  return `${first?.instancePath || '(the answer)'} ${first?.message ?? 'does not match'}`;
}

/** Whether an answer matches the contract's answer shape of the endpoint. */
export function answerProblem(endpoint: Endpoint, body: unknown): string | null {
  if (!endpoint.answer) return null;
  let validate = answerShapes.get(endpoint);
  if (!validate) answerShapes.set(endpoint, (validate = ajv.compile(jsonSchemaOf(endpoint.answer, 'output'))));
  return shapeProblem(validate, body);
}

export const errorProblem = (body: unknown) => shapeProblem(errorShape, body);

/** A JSON caller bound to a base URL; `token` is sent as a bearer token. */
export function caller(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return async (
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; token?: string; query?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
    const response = await fetch(`${base}${path}${query}`, { method: method.toUpperCase(), headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text, so the report can say what came back.
    }
    return { status: response.status, body: parsed };
  };
}
export type Call = ReturnType<typeof caller>;
