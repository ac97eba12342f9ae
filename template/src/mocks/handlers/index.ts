/**
 * Every handler file in this folder, collected automatically: add `handlers/<domain>.ts`
 * exporting `handlers` and it is served. Anything else under the API base answers 404 JSON;
 * requests outside the API base pass through to the network.
 */
import { http, type RequestHandler } from 'msw';
import { api, jsonError } from '../http';

const modules = import.meta.glob<{ handlers?: RequestHandler[] }>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});

const domainHandlers = Object.keys(modules)
  .sort()
  .flatMap((file) => modules[file]?.handlers ?? []);

const unmatched = http.all(api('/*'), ({ request }) =>
  jsonError(404, `No endpoint ${request.method} ${new URL(request.url).pathname}`),
);

export const handlers: RequestHandler[] = [...domainHandlers, unmatched];
