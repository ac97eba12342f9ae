/**
 * The contract check's fuzzing step: for an endpoint with a body or a query, cases made up from its
 * JSON Schema (fuzz.ts) with the run's seed. Input the contract refuses must answer 400 with `errors`
 * by field; input it accepts must answer 2xx in the success answer's shape, or an error the endpoint
 * may answer. Never a 5xx. Accepted input is sent only with --destructive (it changes data), never to
 * an endpoint that creates records (201: the check could not clean them up), and never to one the
 * check has no good input for (it would take a secret, and could lock the check's own account out).
 */
import type { ZodMiniType } from 'zod/mini';
import { answerProblem, errorProblem, type Call, type CheckOptions, type Reply } from './check-shared';
import { example, seeded, type Random, type Schema } from './fuzz';
import { mutateBody, mutateQuery } from './fuzz-mutate';
import { jsonSchemaOf } from './openapi';
import type { Endpoint } from './types';

/** Cases per endpoint when the options do not say. */
export const defaultFuzzCases = 20;

/** Every endpoint gets its own generator: its cases stay the same when other endpoints change. */
function generatorOf(seed: number, endpoint: Endpoint): Random {
  let hash = seed >>> 0;
  for (const char of endpoint.id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return seeded(hash);
}

/** A JSON text for the report: long strings shortened (the seed replays the real case). */
const shown = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 24)}…(${v.length} characters)` : v,
  ).slice(0, 600);

const replyText = (reply: Reply) =>
  `${reply.status} ${typeof reply.body === 'string' ? reply.body.slice(0, 120) : shown(reply.body ?? '')}`;

/** What is wrong with the answer to a case, or null. */
function verdict(endpoint: Endpoint, valid: boolean, reply: Reply, unknownPath: boolean): string | null {
  if (!valid) {
    if (unknownPath && reply.status === 404) return errorProblem(reply.body);
    if (reply.status !== 400) return `input the contract refuses answered ${replyText(reply)} (expected 400)`;
    const errors = (reply.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    return (
      errorProblem(reply.body) ??
      (errors && Object.keys(errors).length ? null : 'the 400 answer names no field (`errors` is missing or empty)')
    );
  }
  if (reply.status >= 200 && reply.status < 300) return answerProblem(endpoint, reply.body);
  if (endpoint.errors.includes(reply.status) || (unknownPath && reply.status === 404)) return errorProblem(reply.body);
  const expected = [endpoint.status ?? 200, ...endpoint.errors].join(', ');
  return `input the contract accepts answered ${replyText(reply)} (expected ${expected})`;
}

export interface FuzzTarget {
  /** The path, filled with a real record's ids when the check has them. */
  path: string;
  unknownPath: boolean;
  base: { body?: unknown; query?: Record<string, string> } | undefined;
  token?: string;
}

/**
 * Runs the endpoint's cases; answers the problems found (at most three described), how many cases
 * were sent and held back, and whether an accepted case changed data.
 */
export async function fuzzEndpoint(call: Call, endpoint: Endpoint, target: FuzzTarget, options: CheckOptions) {
  const random = generatorOf(options.seed ?? 0, endpoint);
  const bodySchema = endpoint.body && (jsonSchemaOf(endpoint.body, 'input') as Schema);
  const querySchema = endpoint.query && (jsonSchemaOf(endpoint.query, 'input') as Schema);
  const sendAccepted = options.destructive && endpoint.status !== 201 && !endpoint.unsampled;
  const problems: string[] = [];
  let sent = 0;
  let held = 0;
  let changed = false;
  const cases = options.fuzzCases ?? defaultFuzzCases;
  for (let n = 1; n <= cases; n++) {
    let body = target.base?.body ?? (bodySchema && example(bodySchema, random));
    let query = target.base?.query ?? (querySchema && textOf(example(querySchema, random)));
    let changes: string[];
    // An endpoint with both fuzzes one of them per case.
    if (bodySchema && (!querySchema || random.next() < 0.5))
      ({ value: body, changes } = mutateBody(body, bodySchema, random));
    else ({ value: query, changes } = mutateQuery(query ?? {}, querySchema!, random));
    const valid =
      (!endpoint.body || endpoint.body.safeParse(body).success) &&
      (!endpoint.query || endpoint.query.safeParse(query ?? {}).success);
    if (valid && !sendAccepted) {
      held++;
      continue;
    }
    sent++;
    const reply = await call(endpoint.method, target.path, { body, query, token: target.token });
    if (valid && reply.status < 300) changed = true;
    const problem = verdict(endpoint, valid, reply, target.unknownPath);
    if (problem && problems.length < 3) {
      const request = `${endpoint.method.toUpperCase()} ${target.path}${query ? `?${new URLSearchParams(query)}` : ''}`;
      problems.push(
        `case ${n} (${changes.join('; ')}): ${problem}\n        ${request}${endpoint.body ? ` ${shown(body)}` : ''}`,
      );
    } else if (problem) problems.push('');
  }
  return { problems, sent, held, changed };
}

const textOf = (value: unknown) => Object.fromEntries(Object.entries(value ?? {}).map(([key, v]) => [key, String(v)]));

/** Whether the endpoint has input to fuzz. */
export const fuzzable = (endpoint: Endpoint) =>
  endpoint.body !== undefined ||
  Object.keys((endpoint.query as ZodMiniType & { shape?: object })?.shape ?? {}).length > 0;
