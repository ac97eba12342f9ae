/**
 * When the API can be called. Requests wait here for the backend to be up; renders never do.
 *
 * main.tsx hands over the demo backend's start (src/mocks): a function that starts it lazily on the
 * first request, or on `warmUpApi()`, which keeps the backend's code off pages that make no request.
 * With a real API (src/mocks deleted) nothing is handed over and requests go out at once.
 */

/** Starts the backend; `waiting()` lists the URLs of the requests waiting for it at that moment. */
export type BackendStart = (waiting: () => string[]) => Promise<unknown>;

let ready: Promise<unknown> = Promise.resolve();
let pendingStart: BackendStart | null = null;
const waitingUrls = new Set<string>();

/** Pass a promise to wait for a start already under way, or a function to start on demand. */
export function setApiReady(start: Promise<unknown> | BackendStart): void {
  if (typeof start === 'function') {
    pendingStart = start;
  } else {
    pendingStart = null;
    ready = start.catch(() => undefined);
  }
}

/** Starts a lazily configured backend now, e.g. when the visitor starts interacting. */
export function warmUpApi(): Promise<unknown> {
  if (pendingStart) {
    const start = pendingStart;
    pendingStart = null;
    ready = start(() => [...waitingUrls]).catch(() => undefined);
  }
  return ready;
}

/**
 * Resolves when a request for `url` may be sent. While it waits, the backend's start can see the
 * URL, so the handlers that will answer it load with the backend instead of after it.
 */
export async function apiReadyFor(url: string): Promise<void> {
  waitingUrls.add(url);
  try {
    await warmUpApi();
  } finally {
    waitingUrls.delete(url);
  }
}
