/**
 * The phase of each file a route fetches (scripts/lib/route-bytes.mjs), which decides the figure
 * its bytes count in:
 * - `initial`: fetched before the screen's first paint, for the screen: the budgets hold these.
 * - `backend`: fetched before that paint, but for the demo backend (src/mocks): its own files and
 *   the chunks only they import. A real API costs no JS, so they count after idle, not initial.
 * - `deferred`: fetched after the paint (charts, maps, what scrolling brings in): after idle only.
 * Which chunk imports which is read from the built files themselves (their static imports).
 */

/** The demo backend's files: its chunks (template/build/start-up-chunks.ts `chunkFileName`) and its service worker. */
const demoBackendFile = /\/(assets\/demo-[^/]*|demo-worker|mockServiceWorker)\.js$/;

/** The files a built chunk imports statically (`import … from"./x.js"`, `import"./x.js"`, re-exports), as URLs. */
export function staticImports(url, body) {
  if (!url.endsWith('.js')) return [];
  const found = body.toString('utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...new Set([...found].map((match) => new URL(match[1], url).href))];
}

/**
 * Sets each file's phase: `deferred` if fetched after the paint; before it, `backend` for the demo
 * backend's files and the chunks only they import, `initial` for the rest.
 * @param {Map<string, { url: string, phase: string, startedAt: number, imports: string[] }>} seen files by URL
 * @param {number | null} paintedAt when the screen first painted (null: it never did, all counts as before)
 */
export function classify(seen, paintedAt) {
  const beforePaint = [...seen.entries()].filter(
    ([, file]) => file.phase === 'load' && (paintedAt === null || file.startedAt <= paintedAt),
  );
  const reach = (roots) => {
    const found = new Set();
    const queue = [...roots];
    for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
      for (const next of seen.get(url)?.imports ?? []) {
        if (found.has(next)) continue;
        found.add(next);
        queue.push(next);
      }
    }
    return found;
  };
  const backend = new Set(beforePaint.filter(([, file]) => demoBackendFile.test(file.url)).map(([url]) => url));
  const backendImports = reach(backend);
  const appImports = reach(
    beforePaint.map(([url]) => url).filter((url) => !backend.has(url) && !backendImports.has(url)),
  );
  for (const file of seen.values()) file.phase = 'deferred';
  for (const [url, file] of beforePaint) {
    file.phase = backend.has(url) || (backendImports.has(url) && !appImports.has(url)) ? 'backend' : 'initial';
  }
}
