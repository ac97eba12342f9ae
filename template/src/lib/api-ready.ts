/**
 * When the API can be called. Requests wait here for the backend to be up; renders never do.
 *
 * main.tsx hands over the demo backend's start (src/mocks): a function that starts it on the first
 * request, or on `warmUpApi()`, which keeps the backend's code off pages that make no request.
 * With a real API (src/mocks deleted) nothing is handed over and requests go out at once.
 */

/**
 * Calls `listener` with the URL of each request sent to the backend, starting with those waiting for
 * it. The listener may return a promise of the backend being ready to answer that URL (its code
 * loaded): the request's timeout starts after it, so it measures the answer, not the code's download.
 */
export type WaitingRequests = (listener: (url: string) => Promise<unknown> | void) => void;

/** Starts the backend; `waiting` tells it which requests wait for it, so it can prepare their answers. */
export type BackendStart = (waiting: WaitingRequests) => Promise<unknown>;

let ready: Promise<unknown> = Promise.resolve();
let pendingStart: BackendStart | null = null;
let onRequest: ((url: string) => void) | null = null;
const waitingUrls = new Set<string>();
/** Per URL, the backend getting ready to answer it (see WaitingRequests). */
const preparing = new Map<string, Promise<unknown>>();

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
      const prepare = (url: string) => {
        const answerable = listener(url);
        if (answerable)
          preparing.set(
            url,
            answerable.catch(() => undefined),
          );
      };
      waitingUrls.forEach(prepare);
      onRequest = prepare;
    }).catch(() => undefined);
  }
  return ready;
}

/**
 * Resolves when a request for `url` may be sent. While it waits, the backend's start hears of the
 * URL, so the code that will answer it loads while the backend starts instead of after it; later
 * requests wait for that code too, so their timeout does not count its download.
 */
export async function apiReadyFor(url: string): Promise<void> {
  waitingUrls.add(url);
  onRequest?.(url);
  try {
    await warmUpApi();
    await preparing.get(url);
  } finally {
    waitingUrls.delete(url);
    preparing.delete(url);
  }
}
