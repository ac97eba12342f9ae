/**
 * The demo API: one file per domain in this folder, each exporting `handlers`. A domain's handlers
 * and its seed data load on the domain's first request (a screen uses two or three domains), so a
 * page fetches only the backend code it talks to. A new `handlers/<domain>.ts` serves the paths
 * whose first segment is its name; other first segments are listed in `owners`, and a domain split
 * by its second segment (the dashboards, one file each) in `splitBySecond`. Anything else under
 * the API base answers 404 JSON; requests outside the API base pass through to the network.
 */
import { getResponse, http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { api, jsonError, rolesReady } from '../http';

const modules = import.meta.glob<{ handlers?: RequestHandler[] }>(['./*.ts', '!./index.ts', '!./*.test.ts']);

/** First path segments answered by files of another name. */
const owners: Record<string, string[]> = {
  academy: ['academy', 'academy-dashboard'],
  apps: ['calendar'],
  'global-search': ['search'],
  invoice: ['invoices'],
  network: ['social'],
  newsletter: ['landing'],
  product: ['products'],
  register: ['auth'],
  user: ['users', 'social'],
};

const loading = new Map<string, Promise<RequestHandler[]>>();

function handlersOf(file: string): Promise<RequestHandler[]> {
  let handlers = loading.get(file);
  if (!handlers) {
    handlers = modules[file]!().then((module) => module.handlers ?? []);
    // A failed load (offline) is retried by the next request instead of being remembered.
    handlers.catch(() => loading.delete(file));
    loading.set(file, handlers);
  }
  return handlers;
}

/** First path segments whose domain is split in files by the second: `/dashboards/crm` -> `./dashboards-crm.ts`. */
const splitBySecond = new Set(['dashboards']);

/** The handler files answering a path under the API base, e.g. `/orders/12` -> `./orders.ts`. */
export function domainFiles(pathname: string): string[] {
  const [first = '', second = ''] = pathname.slice(new URL(api('/'), 'http://x').pathname.length).split('/');
  const names = splitBySecond.has(first) ? [`${first}-${second}`] : (owners[first] ?? [first]);
  return names.map((name) => `./${name}.ts`).filter((file) => file in modules);
}

/**
 * Loads the domains that answer these URLs: for requests made before the backend was up, their code
 * downloads while the service worker starts instead of after it; for later ones, before the request
 * leaves, so its timeout counts the answer only (lib/api-ready.ts).
 */
export async function loadDomainsFor(urls: readonly string[]): Promise<void> {
  const files = urls.flatMap((url) => domainFiles(new URL(url, location.href).pathname));
  await Promise.all(files.map((file) => handlersOf(file).catch(() => undefined)));
}

/** Loads every domain (a reset must reach collections no request has loaded yet). */
export async function loadAllDomains(): Promise<void> {
  await Promise.all(Object.keys(modules).map(handlersOf));
}

/**
 * Whether a handler's method and path fit the request. MSW reads every cookie of the page for each
 * handler it tries (profiled at several milliseconds a try on a phone): trying only these keeps a
 * request to one read.
 */
function mayAnswer(handler: RequestHandler, method: string, url: URL): boolean {
  if (!(handler instanceof HttpHandler)) return true;
  const { method: wanted, path } = handler.info;
  const methodFits = wanted instanceof RegExp ? wanted.test(method) : wanted.toUpperCase() === method;
  return methodFits && (typeof path === 'function' || matchRequestUrl(url, path).matches);
}

const domains = http.all(api('/*'), async ({ request }) => {
  const url = new URL(request.url);
  const [handlers] = await Promise.all([Promise.all(domainFiles(url.pathname).map(handlersOf)), rolesReady()]);
  const candidates = handlers.flat().filter((handler) => mayAnswer(handler, request.method.toUpperCase(), url));
  return (await getResponse(candidates, request)) ?? jsonError(404, `No endpoint ${request.method} ${url.pathname}`);
});

export const handlers: RequestHandler[] = [domains];
