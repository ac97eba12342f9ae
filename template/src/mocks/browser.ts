/**
 * Starts the in-browser demo backend (MSW service worker under the app's base path).
 * main.tsx imports this lazily, so the worker starts while the first screen renders and API
 * calls wait for it. To use a real API: delete src/mocks and the line that imports it in main.tsx.
 */
import { setupWorker } from 'msw/browser';
import type { WaitingRequests } from '@/lib/api-ready';
import { chatSocketLink } from './chat-link';
import { handlers, loadDomainsFor } from './handlers';

/** How the demo backend runs: a service worker, inside the page (no service worker), or not at all. */
export type DemoBackendMode = 'service-worker' | 'in-page' | 'failed';

/** `waiting`: the requests sent to the backend; their domains load while the worker starts, or before they leave. */
export async function startDemoBackend(waiting?: WaitingRequests): Promise<DemoBackendMode> {
  waiting?.((url) => loadDomainsFor([url]));
  const base = import.meta.env.BASE_URL;
  const hasServiceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const workerUrl = `${base}demo-worker.js`;
  try {
    if (hasServiceWorker) await joinRegisteredWorker(new URL(workerUrl, location.href).href).catch(() => undefined);
    await setupWorker(...handlers, chatSocketLink(location.href)).start({
      serviceWorker: { url: workerUrl, options: { scope: base } },
      onUnhandledFrame: 'bypass',
      quiet: import.meta.env.PROD,
    });
  } catch {
    void showBackendNotice('failed');
    return 'failed';
  }
  // Without service workers MSW falls back to patching fetch in the page: the demo still works,
  // but say so, since requests no longer show up as network traffic.
  if (!hasServiceWorker) void showBackendNotice('in-page');
  return hasServiceWorker ? 'service-worker' : 'in-page';
}

/**
 * MSW reloads a page its worker does not control while the worker is registered (a hard reload, or a
 * page opened while the page before it was still registering the worker), so that the page loads
 * again under the worker. Instead, the worker is asked to take this page over (public/demo-worker.js),
 * or, while it is still installing, takes it over when it activates. After a second the start goes
 * on regardless, and MSW's reload remains the fallback.
 */
async function joinRegisteredWorker(url: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const registration = (await container.getRegistrations()).find((r) =>
    [r.active, r.waiting, r.installing].some((worker) => worker?.scriptURL === url),
  );
  if (!registration) return;
  const controlled = new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 1000);
  });
  registration.active?.postMessage('demo-worker:claim');
  await controlled;
}

async function showBackendNotice(mode: Exclude<DemoBackendMode, 'service-worker'>): Promise<void> {
  const { mountBackendNotice } = await import('./backend-notice');
  await mountBackendNotice(mode);
}
