/**
 * The contract check's permission step: every endpoint that needs an ability (`Endpoint.ability`)
 * is called as the client account, a signed-in account whose rules do not grant it, and must
 * answer 403 with the error shape, whatever the input. An ability the client's rules do grant
 * is reported as skipped, naming it.
 */
import { createMongoAbility } from '@casl/ability';
import type { AbilityRule } from '@/lib/session';
import { answerProblem, type Call, type CheckOptions, type CheckResult } from './check-shared';
import { endpoints } from './endpoints';
import type { Endpoint } from './types';

export interface ClientSession {
  token: string;
  can: (endpoint: Endpoint) => boolean;
}

/** Signs in as the client account; a result says how that went, and `session` is null when it failed. */
export async function signInClient(
  call: Call,
  options: CheckOptions,
): Promise<{ result: CheckResult; session: ClientSession | null }> {
  const name = 'sign-in as the account without abilities';
  if (!options.client) {
    return { result: { name, outcome: 'skipped', detail: 'no client account given (--client-email)' }, session: null };
  }
  const { email, password } = options.client;
  const reply = await call('post', '/auth/login', { body: { email, password } });
  const login = endpoints.find((e) => e.id === 'login')!;
  const problem =
    reply.status !== 200
      ? `expected 200, got ${reply.status} ${JSON.stringify(reply.body ?? '').slice(0, 120)}`
      : (answerProblem(login, reply.body) ??
        ('accessToken' in (reply.body as object) ? null : 'the account has two-factor on: use one without'));
  const result: CheckResult = {
    name: `${name} (${email})`,
    outcome: problem ? 'failed' : 'passed',
    detail: problem ?? '',
  };
  if (problem) return { result, session: null };
  const answer = reply.body as { accessToken: string; userAbilityRules: AbilityRule[] };
  const ability = createMongoAbility(answer.userAbilityRules);
  return {
    result,
    session: { token: answer.accessToken, can: (e) => !!e.ability && ability.can(e.ability.action, e.ability.subject) },
  };
}
