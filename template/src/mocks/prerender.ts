/**
 * The demo backend at build time. entry-server.tsx pre-renders a page marked `answersInPage` in
 * config/paths.ts with the answers its screen asks for, as the demo backend gives them to the demo's
 * admin from the untouched seed: the page then shows its data (a product's picture, a dish) before
 * any script runs, as a server-rendered page of a real product would. The browser keeps that markup
 * only while the visitor's demo data is still the seed (public/theme-init.js; mocks/db.ts marks the
 * first change).
 *
 * The same handlers as in the browser answer here, called directly: no service worker, no network.
 */
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { api } from './http';

/** Where the build's requests are addressed (MSW resolves the handlers' paths against `location`). */
const origin = 'http://prerender.local';

async function answer(method: string, url: string, init: { body?: unknown; token?: string } = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'en' });
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await getResponse(handlers, new Request(new URL(url, origin), { method, headers, body }));
  if (!response?.ok)
    throw new Error(`The demo backend answered ${method} ${url} with ${response?.status ?? 'nothing'}`);
  return response.json();
}

let admin: Promise<string> | null = null;

/**
 * A GET of the demo backend as its admin sees it: `url` is what the app's client would fetch
 * (lib/api-client.ts `buildUrl`). Nothing is stored between builds (there is no localStorage here),
 * so every answer comes from the seed.
 */
export function answerAtBuildTime(url: string): Promise<unknown> {
  // The handlers match relative paths against the page's address, as they do in a browser.
  (globalThis as { location?: unknown }).location ??= new URL(origin);
  admin ??= answer('POST', api('/auth/login'), { body: { email: 'admin@demo.com', password: 'admin' } }).then(
    (session) => (session as { accessToken: string }).accessToken,
  );
  return admin.then((token) => answer('GET', url, { token }));
}
