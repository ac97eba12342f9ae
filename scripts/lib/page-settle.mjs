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
 * Records (as epoch ms, like Playwright's request timing) the animation frame in which the
 * screen's first <h1> appears: the screen's first paint. A page whose HTML already holds its markup
 * (#root[data-prerendered]) paints with no script at all; for it the moment is when the app has
 * taken all of that markup over, so its figure still counts the code that makes the page work:
 * src/main.tsx drops the attribute once the root has committed, and the parts of the markup inside
 * a Suspense boundary (an account tab, a lazy card) are hydrated after that, each when its code has
 * come. Those still waiting are read from React's commits through the hook React DevTools uses
 * (React calls it in production builds too): a Suspense or Activity fiber whose state holds
 * `dehydrated` markup is one.
 */
export function markScreenPaint() {
  if (!location.protocol.startsWith('http')) return;
  let dehydrated = 0;
  let committed = false;
  const countDehydrated = (fiber) => {
    let count = 0;
    const stack = fiber ? [fiber] : [];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node.memoizedState && typeof node.memoizedState === 'object' && node.memoizedState.dehydrated) count += 1;
      if (node.sibling) stack.push(node.sibling);
      if (node.child) stack.push(node.child);
    }
    return count;
  };
  const seen = () =>
    committed &&
    dehydrated === 0 &&
    document.querySelector('#root h1, main h1, body > h1') &&
    !document.getElementById('root')?.hasAttribute('data-prerendered');
  const check = () => {
    if (window.__screenPaintAt !== undefined || !seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__screenPaintAt ??= performance.timeOrigin + performance.now();
    });
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    inject: () => 1,
    checkDCE() {},
    setStrictMode() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      committed = true;
      dehydrated = countDehydrated(root.current.child);
      check();
    },
  };
  const observer = new MutationObserver(check);
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
