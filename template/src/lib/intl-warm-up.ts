/**
 * A page's first Intl number formatter costs far more than the next ones: V8 first lists the
 * locales ICU has data for and loads the language's data, 20-40 ms of the main thread on this
 * project's 2-core machine (~120 ms at Lighthouse's 4x CPU), one long task on every signed-in page.
 * That work is cached for the whole renderer process in Chromium, worker threads included, so a
 * worker does it here while the screen's code downloads, and the page's own formatters then cost
 * about a millisecond (measured: 22-40 ms before, under 1 ms after a worker's). Engines that do not
 * share it build them as before, once the worker has answered.
 *
 * Resolves once the worker has answered, failed, or could not start (no Worker, a blocked script).
 */
export function warmUpIntl(language: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(language);
  });
}
