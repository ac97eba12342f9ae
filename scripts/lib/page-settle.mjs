/**
 * Driving a page for a measurement (scripts/lib/route-bytes.mjs): when the network has gone quiet,
 * the frame in which the screen first painted, and a scroll to the bottom that wakes lazy parts.
 */

/**
 * Resolves once the network has been quiet for `quietMs`: no request in flight and none started
 * (or after `maxMs`). Counting requests in flight, not just responses, keeps a page that is busy
 * parsing a large chunk on a loaded machine from passing for idle.
 */
export async function settle(page, network, { quietMs = 1000, maxMs = 15_000 } = {}) {
  const started = Date.now();
  let last = network.started;
  let quietSince = Date.now();
  while (Date.now() - started < maxMs) {
    await page.waitForTimeout(200);
    if (network.started !== last || network.inFlight > 0) {
      last = network.started;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
  }
}

/**
 * Records (as epoch ms, like Playwright's request timing) the moment the screen's first <h1> is in
 * the document, which the next frame paints: the screen's first paint. A page whose HTML already
 * holds its markup (#root[data-prerendered]) paints with no script at all; for it the moment is when
 * the app has taken that markup over (src/main.tsx drops the attribute), so its figure still counts
 * the code that makes the page work. Lazy parts the markup holds load before that (lib/lazy-part.ts).
 *
 * The moment itself, not the next frame: one frame later the app releases what it holds back until
 * the screen has shown (the answers' schemas, lib/parse-answer.ts), and a mark taken in that frame
 * fell on either side of those requests by timing (/components/chips 210.0 or 220.7 KB). Waiting
 * for React to hydrate every Suspense boundary of the markup was tried too: it let those requests
 * in on pages whose boundaries hydrate late (/extensions/date-picker 252.6 or 263.2 KB).
 */
export function markScreenPaint() {
  if (!location.protocol.startsWith('http')) return;
  const seen = () =>
    document.querySelector('#root h1, main h1, body > h1') &&
    !document.getElementById('root')?.hasAttribute('data-prerendered');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    window.__screenPaintAt ??= performance.timeOrigin + performance.now();
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-prerendered'],
  });
}

/** Scrolls the page, and any scrolling main area, to the bottom a screen at a time, so lazy parts load. */
export async function scrollThrough(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    const scroller = document.scrollingElement ?? document.documentElement;
    for (let y = 0; y < scroller.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // Scrollable main areas (the content layout may scroll an inner element) get the same treatment.
    for (const el of document.querySelectorAll('main, [data-scroll-area]')) {
      for (let y = 0; y < el.scrollHeight; y += step) {
        el.scrollTop = y;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}
