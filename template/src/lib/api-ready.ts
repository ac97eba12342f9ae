/**
 * When the API can be called. Requests wait here for the backend to be up; renders never do.
 *
 * main.tsx hands over the demo backend's start (src/mocks): a function that starts it on the first
 * request, or on `warmUpApi()`, which keeps the backend's code off pages that make no request.
 * With a real API (src/mocks deleted) nothing is handed over and requests go out at once.
 */

/** Calls `listener` with the URL of each request sent to the backend, starting with those waiting for it. */
export type WaitingRequests = (listener: (url: string) => void) => void;

/** Starts the backend; `waiting` tells it which requests wait for it, so it can prepare their answers. */
export type BackendStart = (waiting: WaitingRequests) => Promise<unknown>;

let ready: Promise<unknown> = Promise.resolve();
let pendingStart: BackendStart | null = null;
let onRequest: ((url: string) => void) | null = null;
const waitingUrls = new Set<string>();

/** Pass a promise to wait for a start already under way, or a function to start on demand. */
export function setApiReady(start: Promise<unknown> | BackendStart): void {
  onRequest = null;
  if (typeof start === 'function') {
    pendingStart = start;
  } else {
    pendingStart = null;
    ready = start.catch(() => undefined);
  }
}

/** Starts a backend configured to start on demand now, e.g. when the visitor starts interacting. */
export function warmUpApi(): Promise<unknown> {
  if (pendingStart) {
    const start = pendingStart;
    pendingStart = null;
    ready = start((listener) => {
      waitingUrls.forEach(listener);
      onRequest = listener;
    }).catch(() => undefined);
  }
  return ready;
}

/**
 * Resolves when a request for `url` may be sent. While it waits, the backend's start hears of the
 * URL, so the code that will answer it loads while the backend starts instead of after it.
 */
export async function apiReadyFor(url: string): Promise<void> {
  waitingUrls.add(url);
  onRequest?.(url);
  try {
    await warmUpApi();
  } finally {
    waitingUrls.delete(url);
  }
}
