/**
 * The contract check's sign-in and token steps: bad and good sign-in, tokens refused when missing,
 * invalid or expired, and the refresh flow (a refresh token works once: it rotates, and a reused
 * one is refused; asked again at once it may name the same successor, never a second one). Returns
 * the access token the endpoint walk uses.
 */
import {
  answerProblem,
  errorProblem,
  type Call,
  type CheckOptions,
  type CheckResult,
  type Reply,
} from './check-shared';
import { endpoints } from './endpoints';
import type { Endpoint } from './types';

const byId = (id: string) => endpoints.find((e) => e.id === id) as Endpoint;
/** A private endpoint every server of the contract has (the starter keeps it too). */
const probe = '/notifications';

export async function checkAuth(call: Call, options: CheckOptions) {
  const results: CheckResult[] = [];
  const add = (name: string, problem: string | null, skipped?: string) =>
    results.push({
      name,
      outcome: skipped ? 'skipped' : problem ? 'failed' : 'passed',
      detail: skipped ?? problem ?? '',
    });
  const shown = (reply: Reply) => `${reply.status} ${JSON.stringify(reply.body ?? '').slice(0, 120)}`;
  const expectError = (reply: Reply, statuses: number[]) =>
    statuses.includes(reply.status)
      ? errorProblem(reply.body)
      : `expected ${statuses.join(' or ')}, got ${shown(reply)}`;
  const login = byId('login');
  const refresh = byId('refresh');

  const empty = await call('post', '/auth/login', { body: {} });
  add(
    'sign-in without fields refused with 400 and field messages',
    expectError(empty, [400]) ??
      (typeof (empty.body as { errors?: unknown }).errors === 'object'
        ? null
        : 'the 400 answer has no `errors` by field'),
  );
  const wrong = await call('post', '/auth/login', {
    body: { email: options.email, password: `${options.password}-wrong` },
  });
  add('sign-in with a wrong password refused', expectError(wrong, [400, 401]));

  const signIn = await call('post', '/auth/login', { body: { email: options.email, password: options.password } });
  const signInProblem =
    signIn.status === 200 ? answerProblem(login, signIn.body) : `expected 200, got ${shown(signIn)}`;
  add(`sign-in as ${options.email} answered in shape`, signInProblem);
  if (signInProblem) return { results, token: null };
  const session = signIn.body as { accessToken: string; refreshToken: string };

  add('private endpoint refused without a token', expectError(await call('get', probe), [401]));
  add(
    'private endpoint refused with an invalid token',
    expectError(await call('get', probe, { token: 'not-a-token' }), [401]),
  );
  if (options.expiredToken) {
    add(
      'private endpoint refused with an expired token',
      expectError(await call('get', probe, { token: options.expiredToken }), [401]),
    );
  } else {
    add('expired token refused', null, 'no expired token given (--expired-token or API_CHECK_EXPIRED_TOKEN)');
  }

  add(
    'refresh with a bad body refused with 400',
    expectError(await call('post', '/auth/refresh', { body: {} }), [400]),
  );
  const rotated = await call('post', '/auth/refresh', { body: { token: session.refreshToken } });
  const rotateProblem =
    rotated.status === 200 ? answerProblem(refresh, rotated.body) : `expected 200, got ${shown(rotated)}`;
  add('refresh answers a new token pair', rotateProblem);
  if (rotateProblem) return { results, token: session.accessToken };
  const pair = rotated.body as { accessToken: string; refreshToken: string };
  add(
    'the refreshed access token works',
    (await call('get', probe, { token: pair.accessToken })).status === 200 ? null : 'refused',
  );
  add(
    'the new refresh token differs from the old one',
    pair.refreshToken !== session.refreshToken ? null : 'same token: no rotation',
  );
  const refreshAgain = () => call('post', '/auth/refresh', { body: { token: session.refreshToken } });
  let reused = await refreshAgain();
  if (reused.status === 200) {
    // A server may forgive a refresh asked twice within seconds (its answer was lost to a reload or
    // a dropped connection) if it names the same successor: the session must not fork in two.
    const successor = (reused.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    add(
      'a refresh asked again at once names the same new token',
      successor === pair.refreshToken ? null : 'a different token: a copied refresh token forks the session',
    );
    const onward = await call('post', '/auth/refresh', { body: { token: pair.refreshToken } });
    add('the new refresh token works', onward.status === 200 ? null : `expected 200, got ${shown(onward)}`);
    // Its successor used, the old token is a copy whatever the grace.
    reused = await refreshAgain();
  }
  add('a reused refresh token is refused', expectError(reused, [400, 401]));
  // A server may revoke the whole session on that reuse: the walk signs in afresh.
  const again = await call('post', '/auth/login', { body: { email: options.email, password: options.password } });
  return { results, token: (again.body as { accessToken?: string } | undefined)?.accessToken ?? pair.accessToken };
}
