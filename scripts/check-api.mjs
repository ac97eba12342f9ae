#!/usr/bin/env node
/**
 * `npm run check-api -- --base-url <url>`: checks a running server against the API contract
 * (template/src/contract) and prints a report; exits 1 when a check failed.
 *
 *   --base-url <url>        the API base, e.g. http://localhost:8787/api   (env API_CHECK_BASE_URL)
 *   --email, --password     the account to sign in with                    (env API_CHECK_EMAIL, API_CHECK_PASSWORD;
 *                           default: the demo admin, admin@demo.com / admin)
 *   --expired-token <jwt>   an access token that has expired, to check it is refused (env API_CHECK_EXPIRED_TOKEN)
 *   --destructive           also run the checks that change data for good (delete an order, register an account)
 */
import './lib/ts-hooks.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.API_CHECK_BASE_URL },
    email: { type: 'string', default: process.env.API_CHECK_EMAIL ?? 'admin@demo.com' },
    password: { type: 'string', default: process.env.API_CHECK_PASSWORD ?? 'admin' },
    'expired-token': { type: 'string', default: process.env.API_CHECK_EXPIRED_TOKEN },
    destructive: { type: 'boolean', default: false },
  },
});

if (!values['base-url']) {
  console.error('check-api: give the API base with --base-url <url> (or API_CHECK_BASE_URL)');
  process.exit(2);
}

const { checkApi, formatReport } = await import('../template/src/contract/check.ts');
const results = await checkApi({
  baseUrl: values['base-url'],
  email: values.email,
  password: values.password,
  expiredToken: values['expired-token'],
  destructive: values.destructive,
});
console.log(formatReport(results));
process.exit(results.some((r) => r.outcome === 'failed') ? 1 : 0);
