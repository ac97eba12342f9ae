/**
 * Measures what a route really costs: the JS and CSS a browser fetches to show it, each body
 * brotli-compressed at quality 11 (what a good static host serves) and summed. One module for
 * `npm run bench` and the size-budget test (e2e/tests/budget.spec.ts), so both see the same figure.
 *
 * Two figures per route, both from a cold cache (a fresh browser context):
 * - `initial`: what the screen needs for its first paint: JS and CSS requested before the frame in
 *   which the screen's <h1> first shows (every screen has one), or, on a page pre-rendered whole,
 *   before the app has taken its markup over. Parts the app loads after that paint (charts, maps,
 *   carousels) are left out, as the quality goal says ("charts loaded after first paint"). This is
 *   what the budgets hold.
 * - `afterIdle`: everything fetched once the page has been scrolled to the bottom and left idle,
 *   charts and other deferred parts included.
 * The demo backend (src/mocks) starts while a signed-in screen hydrates, but the screen does not
 * need it to paint, and a real API costs no JS: what of it arrives before the paint is `backend`,
 * counted in `afterIdle`, not `initial`. Which file counts where: scripts/lib/bytes-phases.mjs.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { classify, staticImports } from './bytes-phases.mjs';
import { markScreenPaint, scrollThrough, settle } from './page-settle.mjs';

/** Demo accounts. */
export const demoUsers = {
  admin: { email: 'admin@demo.com', password: 'admin', landing: '/dashboard/crm' },
  client: { email: 'client@demo.com', password: 'client', landing: '/pages/faq' },
};

const brotliCache = new Map();

/** Brotli size (quality 11) of a body, memoised by URL: hashed asset names make that safe. */
export function brotliSize(url, body) {
  const known = brotliCache.get(url);
  if (known !== undefined) return known;
  const size = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
  brotliCache.set(url, size);
  return size;
}

function kindOf(response) {
  const type = (response.headers()['content-type'] ?? '').toLowerCase();
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  const resource = response.request().resourceType();
  if (resource === 'script') return 'js';
  if (resource === 'stylesheet') return 'css';
  return null;
}

/**
 * Signs in through the login form (the way a user does) and returns the storage state.
 * @param {import('playwright-core').Browser} browser
 */
export async function signIn(browser, siteUrl, role) {
  const user = demoUsers[role];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('demo/login', siteUrl).href);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/demo${user.landing}`, { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** How long a screen may take to show its <h1> before `initial` falls back to counting everything. */
const paintTimeoutMs = 30_000;

/** Raw and brotli bytes by URL: hashed asset names make a URL's body the same for every route. */
const sizeCache = new Map();

/**
 * Raw and brotli bytes of one response, read once per URL. A host that serves our precompressed
 * files (scripts/serve.mjs, nginx `brotli_static`) sends the very bytes build-site.mjs made with
 * brotliSize's settings, so their length is read from the wire instead of compressing the body
 * again (that took ~25 s of CPU for a sweep of every route); anything else is compressed here.
 */
function sizesOf(response, url) {
  let sizes = sizeCache.get(url);
  if (!sizes) {
    sizes = (async () => {
      const body = await response.body();
      const imports = staticImports(url, body);
      if (response.headers()['content-encoding'] === 'br') {
        const { responseBodySize } = await response.request().sizes();
        if (responseBodySize > 0) return { raw: body.length, brotli: responseBodySize, imports };
      }
      return { raw: body.length, brotli: brotliSize(url, body), imports };
    })();
    sizeCache.set(url, sizes);
    // A failed read is not remembered: the next route that fetches the file reads it again.
    sizes.catch(() => sizeCache.delete(url));
  }
  return sizes;
}

/**
 * Loads one in-app route in a fresh context (a cold cache) and sums the brotli bytes of its JS and CSS.
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl root of the served site, e.g. http://127.0.0.1:4321/
 * @param {string} route in-app path, e.g. /dashboard/crm
 * @param {{ storageState?: string | object, afterIdle?: boolean }} [options] storageState: a Playwright storage state (object or file path)
 */
export async function measureRoute(browser, siteUrl, route, { storageState, afterIdle = true } = {}) {
  const origin = new URL(siteUrl).origin;
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(markScreenPaint);
  const seen = new Map();
  const pending = [];
  const network = { started: 0, inFlight: 0 };
  let phase = 'load';
  const onRequest = () => {
    network.started += 1;
    network.inFlight += 1;
  };
  const onRequestDone = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
  };
  const onResponse = (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || seen.has(url) || response.status() >= 400) return;
    const kind = kindOf(response);
    if (!kind) return;
    const started = response.request().timing().startTime;
    const entry = {
      url: url.slice(origin.length),
      kind,
      phase,
      startedAt: started > 0 ? started : Date.now(),
      raw: 0,
      brotli: 0,
      imports: [],
    };
    seen.set(url, entry);
    pending.push(
      sizesOf(response, url).then(
        ({ raw, brotli, imports }) => Object.assign(entry, { raw, brotli, imports }),
        () => seen.delete(url),
      ),
    );
  };
  context.on('request', onRequest);
  context.on('requestfinished', onRequestDone);
  context.on('requestfailed', onRequestDone);
  context.on('response', onResponse);
  try {
    const page = await context.newPage();
    const target = new URL(`demo${route}`, siteUrl).href;
    await page.goto(target, { waitUntil: 'load', timeout: 60_000 });
    // The screen's first paint is what `initial` is cut at: wait for it, however slow the machine.
    await page.waitForFunction(() => window.__screenPaintAt, null, { timeout: paintTimeoutMs }).catch(() => {});
    await settle(page, network);
    const finalPath = new URL(page.url()).pathname.replace(/^\/demo/, '') || '/';
    const paintedAt = await page.evaluate(() => window.__screenPaintAt ?? null);
    if (afterIdle) {
      phase = 'afterIdle';
      await scrollThrough(page);
      await settle(page, network, { quietMs: 2000 });
    }
    await Promise.all(pending);
    classify(seen, paintedAt);
    const files = [...seen.values()].sort((a, b) => b.brotli - a.brotli);
    const sum = (list, kind) => list.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f.brotli, 0);
    const initialFiles = files.filter((f) => f.phase === 'initial');
    return {
      route,
      finalPath,
      redirected: finalPath !== route,
      /** False when the screen never showed an <h1>: then `initial` counts everything loaded. */
      screenPainted: paintedAt !== null,
      initial: { js: sum(initialFiles, 'js'), css: sum(initialFiles, 'css'), total: sum(initialFiles) },
      /** The demo backend's bytes fetched before the paint (beside it, not for it). */
      backend: { total: sum(files.filter((f) => f.phase === 'backend')) },
      afterIdle: afterIdle ? { js: sum(files, 'js'), css: sum(files, 'css'), total: sum(files) } : undefined,
      files: files.map(({ url, kind, phase: when, raw, brotli }) => ({ url, kind, phase: when, raw, brotli })),
    };
  } finally {
    context.off('request', onRequest);
    context.off('requestfinished', onRequestDone);
    context.off('requestfailed', onRequestDone);
    context.off('response', onResponse);
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof measureRoute>>} RouteBytes What measureRoute finds for one route. */

/**
 * Measures many routes, `concurrency` at a time, each in its own fresh context (so each still
 * starts from a cold cache). Most of a measurement is waiting for the network to settle, so
 * routes overlap well; the figures are the same as one at a time.
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 * @param {{ route: string, storageState?: string | object }[]} list
 * @param {{ concurrency?: number, afterIdle?: boolean, onResult?: (result: RouteBytes) => void }} [options]
 * @returns {Promise<RouteBytes[]>} the results in the order of `list`
 */
export async function measureRoutes(browser, siteUrl, list, { concurrency = 4, afterIdle = true, onResult } = {}) {
  /** @type {RouteBytes[]} */
  const results = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const at = next++;
      const { route, storageState } = list[at];
      results[at] = await measureRoute(browser, siteUrl, route, { storageState, afterIdle });
      onResult?.(results[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, worker));
  return results;
}
