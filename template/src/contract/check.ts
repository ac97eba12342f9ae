/**
 * The contract check: walks a running server through every endpoint of the contract with good,
 * bad and made-up input (check-fuzz.ts), as the signed-in account and as one without the ability
 * an endpoint needs (check-access.ts), and checks each answer's status and shape against the
 * OpenAPI document. Used by `npm run check-api` (scripts/check-api.mjs) against any server, and by
 * the unit tests against the demo backend and the reference server, so none of them can drift
 * from the contract.
 */
import type { ZodMiniType } from 'zod/mini';
import { signInClient, type ClientSession } from './check-access';
import { checkAuth } from './check-auth';
import { fuzzable, fuzzEndpoint } from './check-fuzz';
import {
  answerProblem,
  caller,
  errorProblem,
  type Call,
  type CheckOptions,
  type CheckResult,
  type Outcome,
  type Reply,
} from './check-shared';
import { endpoints } from './endpoints';
import { unknownId, type AnswerOf, type Answers, type Endpoint, type Sample } from './types';

export type { CheckOptions, CheckResult } from './check-shared';

const fill = (path: string, values: Sample['path'] = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? unknownId)));

const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
const describe = (reply: Reply) =>
  `${reply.status} ${typeof reply.body === 'string' ? reply.body.slice(0, 80) : JSON.stringify(reply.body ?? '').slice(0, 120)}`;

const resultOf = (endpoint: Endpoint, what: string, problem: string | null, skipped?: string): CheckResult => ({
  name: `${endpoint.id} (${label(endpoint)}): ${what}`,
  outcome: skipped ? 'skipped' : problem ? 'failed' : 'passed',
  detail: skipped ?? problem ?? '',
});

/** Made-up input (check-fuzz.ts), on the record of the sample when the path names one. */
async function fuzzStep(
  call: Call,
  endpoint: Endpoint,
  sample: Sample | undefined,
  token: string,
  options: CheckOptions,
) {
  const target = {
    path: fill(endpoint.path, sample?.path),
    unknownPath: endpoint.path.includes('{') && !sample?.path,
    base: sample,
    token: endpoint.public ? undefined : token,
  };
  const { problems, sent, held, changed } = await fuzzEndpoint(call, endpoint, target, options);
  // An accepted case changed the record (a profile, a setting): the good input puts it back.
  if (changed && sample?.body !== undefined && endpoint.method !== 'post') {
    await call(endpoint.method, target.path, { ...sample, token: target.token });
  }
  const notSent = held ? `; ${held} the contract accepts not sent (they would change data)` : '';
  const failed = problems.filter(Boolean);
  return resultOf(
    endpoint,
    `${sent} fuzz cases answered as the contract says`,
    problems.length
      ? `${problems.length} of ${sent} cases failed (replay: --seed ${options.seed ?? 0})${notSent}\n      ${failed.join('\n      ')}`
      : null,
  );
}

interface Sessions {
  token: string;
  client: ClientSession | null;
}

/** One endpoint: refused without a token or the ability it needs, its good input answered in shape, its bad input refused cleanly. */
async function checkEndpoint(
  call: Call,
  endpoint: Endpoint,
  sessions: Sessions,
  answers: Answers,
  options: CheckOptions,
) {
  const { token, client } = sessions;
  const results: CheckResult[] = [];
  const add = (what: string, problem: string | null, skipped?: string) =>
    results.push(resultOf(endpoint, what, problem, skipped));
  const expectError = (reply: Reply, status: number) =>
    reply.status !== status ? `expected ${status}, got ${describe(reply)}` : errorProblem(reply.body);

  if (!endpoint.public) {
    const anonymous = await call(endpoint.method, fill(endpoint.path), {});
    if (anonymous.status === 404) {
      add('served', null, 'the server does not serve it (404 without a token, where the contract says 401)');
      return results;
    }
    add('refused without a token', expectError(anonymous, 401));
  } else if (endpoint.body && !endpoint.path.includes('{')) {
    const probe = await call(endpoint.method, endpoint.path, { body: [] });
    if (probe.status === 404) {
      add('served', null, 'the server does not serve it (404 for a bad body, where the contract says 400)');
      return results;
    }
  }

  const requiredQuery = Object.values(endpoint.query?.shape ?? {}).some(
    (s) => !(s as ZodMiniType).safeParse(undefined).success,
  );
  const needsSample = endpoint.body !== undefined || requiredQuery || endpoint.path.includes('{');
  const answerOf = ((id: string) => answers[id]) as AnswerOf;
  const sample = endpoint.sample?.(answerOf) ?? (needsSample ? undefined : {});
  if (endpoint.ability && client) {
    const needed = `${endpoint.ability.action} ${endpoint.ability.subject}`;
    if (client.can(endpoint)) {
      add(`refused with 403 without ${needed}`, null, `the client account may ${needed}`);
    } else {
      // The good input when there is one: a server must refuse before it looks at the input.
      const body = sample?.body ?? (endpoint.body ? {} : undefined);
      const reply = await call(endpoint.method, fill(endpoint.path, sample?.path), {
        query: sample?.query,
        body,
        token: client.token,
      });
      add(`refused with 403 without ${needed}`, expectError(reply, 403));
    }
  }
  if (endpoint.destructive && !options.destructive) {
    add('good input', null, 'changes data for good: run with --destructive');
  } else if (!sample) {
    add(
      'good input',
      null,
      endpoint.unsampled ??
        (endpoint.sample ? 'an earlier step it builds on failed or was skipped' : 'no sample input'),
    );
  } else {
    const reply = await call(endpoint.method, fill(endpoint.path, sample.path), { ...sample, token });
    const status = endpoint.status ?? 200;
    if (reply.status === status) answers[endpoint.id] = reply.body;
    add(
      'good input answered in shape',
      reply.status !== status ? `expected ${status}, got ${describe(reply)}` : answerProblem(endpoint, reply.body),
    );
  }

  if (options.fuzzCases !== 0 && fuzzable(endpoint))
    results.push(await fuzzStep(call, endpoint, sample, token, options));
  if (endpoint.body) {
    // An array where an object belongs: every body schema refuses it, on any field.
    const reply = await call(endpoint.method, fill(endpoint.path, sample?.path), { body: [], token });
    add('bad body refused with 400', expectError(reply, 400));
    const broken = await call(endpoint.method, fill(endpoint.path, sample?.path), { rawBody: '{"oops', token });
    add('malformed JSON refused with 400', expectError(broken, 400));
  }
  if (requiredQuery && endpoint.errors.includes(400)) {
    const reply = await call(endpoint.method, fill(endpoint.path, sample?.path), { token });
    add('missing query refused with 400', expectError(reply, 400));
  }
  if (endpoint.path.includes('{') && endpoint.errors.includes(404)) {
    const reply = await call(endpoint.method, fill(endpoint.path), { body: sample?.body, token });
    add('unknown id answered 404', expectError(reply, 404));
  }
  return results;
}

/** Runs every check; never throws for a server's fault (a network error is a failed check). */
export async function checkApi(options: CheckOptions): Promise<CheckResult[]> {
  const call = caller(options.baseUrl);
  let auth: Awaited<ReturnType<typeof checkAuth>>;
  try {
    auth = await checkAuth(call, options);
  } catch (error) {
    return [{ name: `reach ${options.baseUrl}`, outcome: 'failed', detail: `no answer: ${(error as Error).message}` }];
  }
  const results = [...auth.results];
  if (!auth.token) {
    results.push({ name: 'every private endpoint', outcome: 'skipped', detail: 'sign-in failed' });
    return results;
  }
  const client = await signInClient(call, options);
  results.push(client.result);
  const sessions = { token: auth.token, client: client.session };
  const answers: Answers = {};
  for (const endpoint of endpoints) {
    try {
      // Sign-in and refresh have had their own steps (check-auth.ts): only made-up input is left.
      if (['login', 'refresh'].includes(endpoint.id)) {
        if (options.fuzzCases !== 0) results.push(await fuzzStep(call, endpoint, undefined, auth.token, options));
        continue;
      }
      results.push(...(await checkEndpoint(call, endpoint, sessions, answers, options)));
    } catch (error) {
      results.push({ name: endpoint.id, outcome: 'failed', detail: `no answer: ${(error as Error).message}` });
    }
  }
  return results;
}

/** The report: one line per check, then the counts. */
export function formatReport(results: CheckResult[]): string {
  const mark: Record<Outcome, string> = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' };
  const lines = results.map((r) => `${mark[r.outcome]}  ${r.name}${r.detail ? `\n      ${r.detail}` : ''}`);
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  lines.push('', `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  return lines.join('\n');
}
