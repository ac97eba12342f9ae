#!/usr/bin/env node
/**
 * `npm run check-api -- --base-url <url>`: checks a running server against the API contract
 * (template/src/contract) and prints a report; exits 1 when a check failed.
 *
 *   --base-url <url>        the API base, e.g. http://localhost:8787/api   (env API_CHECK_BASE_URL)
 *   --email, --password     the account to sign in with                    (env API_CHECK_EMAIL, API_CHECK_PASSWORD;
 *                           default: the demo admin, admin@demo.com / admin)
 *   --client-email, --client-password
 *                           an account without the abilities endpoints need, which must be refused with 403
 *                           (env API_CHECK_CLIENT_EMAIL, API_CHECK_CLIENT_PASSWORD; default: client@demo.com / client)
 *   --expired-token <jwt>   an access token that has expired, to check it is refused (env API_CHECK_EXPIRED_TOKEN)
 *   --destructive           also run the checks that change data for good (delete an order, register an account,
 *                           fuzz cases the contract accepts)
 *   --fuzz <n>              made-up inputs per endpoint with a body or a query (default 20; 0: none)
 *   --seed <n>              the seed of those inputs: the report prints it, and the same seed sends the same cases
 */
import './lib/ts-hooks.mjs';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.API_CHECK_BASE_URL },
    email: { type: 'string', default: process.env.API_CHECK_EMAIL ?? 'admin@demo.com' },
    password: { type: 'string', default: process.env.API_CHECK_PASSWORD ?? 'admin' },
    'client-email': { type: 'string', default: process.env.API_CHECK_CLIENT_EMAIL ?? 'client@demo.com' },
    'client-password': { type: 'string', default: process.env.API_CHECK_CLIENT_PASSWORD ?? 'client' },
    'expired-token': { type: 'string', default: process.env.API_CHECK_EXPIRED_TOKEN },
    destructive: { type: 'boolean', default: false },
    fuzz: { type: 'string', default: '20' },
    seed: { type: 'string' },
  },
});
const whole = (name, text) => {
  if (/^\d+$/.test(text)) return Number(text);
  console.error(`check-api: --${name} takes a whole number, not ${JSON.stringify(text)}`);
  process.exit(2);
};
const fuzzCases = whole('fuzz', values.fuzz);
const seed = values.seed === undefined ? randomInt(2 ** 31) : whole('seed', values.seed);

if (!values['base-url']) {
  console.error('check-api: give the API base with --base-url <url> (or API_CHECK_BASE_URL)');
  process.exit(2);
}

const { checkApi, formatReport } = await import('../template/src/contract/check.ts');
const results = await checkApi({
  baseUrl: values['base-url'],
  email: values.email,
  password: values.password,
  client: { email: values['client-email'], password: values['client-password'] },
  expiredToken: values['expired-token'],
  destructive: values.destructive,
  fuzzCases,
  seed,
});
console.log(formatReport(results));
if (fuzzCases) console.log(`Fuzz seed ${seed}: run again with --seed ${seed} to send the same cases.`);
process.exit(results.some((r) => r.outcome === 'failed') ? 1 : 0);
