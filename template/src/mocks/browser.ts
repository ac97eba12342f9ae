/**
 * Starts the in-browser demo backend (MSW service worker under the app's base path).
 * main.tsx imports this lazily, so the worker starts while the first screen renders and API
 * calls wait for it. To use a real API: delete src/mocks and the line that imports it in main.tsx.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** How the demo backend runs: a service worker, inside the page (no service worker), or not at all. */
export type DemoBackendMode = 'service-worker' | 'in-page' | 'failed';

export async function startDemoBackend(): Promise<DemoBackendMode> {
  const base = import.meta.env.BASE_URL;
  const hasServiceWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  try {
    await setupWorker(...handlers).start({
      serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
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

async function showBackendNotice(mode: Exclude<DemoBackendMode, 'service-worker'>): Promise<void> {
  const { mountBackendNotice } = await import('./backend-notice');
  await mountBackendNotice(mode);
}
