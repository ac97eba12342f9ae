/**
 * Answers already on their way when the screen that needs them renders ("render as you fetch").
 *
 * A screen's queries start once it has rendered: after hydration on a page's first load, after the
 * screen's code on a navigation. A route module may also export `preload` (app/router.tsx), which
 * the router calls as soon as the route's guard lets the visitor in. It sends the screen's first GETs
 * with `preloadGet`, so they travel, and the demo backend loads the code that answers them, while the
 * screen's code loads and hydrates. When the screen's query then asks for the same URL, `api.get`
 * takes the answer on its way instead of asking again.
 *
 * Nothing enters the query cache early: a page that is hydrating must draw what its HTML holds, so
 * the answers reach the screens only through their own queries. Each early answer serves one GET,
 * as it is (a failure too: the query's retry rules apply), and only for a short while; any write
 * drops them all, so no screen is drawn from an answer older than a change. Pages that send none
 * (sign-in) never load this module.
 */
import { ApiError, buildUrl, request, setEarlyAnswers, type QueryParams } from './api-client';

/** How long an early answer may wait for the GET it was sent for. */
export const earlyAnswerMaxAgeMs = 15_000;

const early = new Map<string, { answer: Promise<unknown>; sentAt: number }>();

/** Settles with `answer`, or fails as cancelled when `signal` aborts first (as a request would). */
function untilAborted(answer: Promise<unknown>, signal?: AbortSignal): Promise<unknown> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new ApiError('cancelled', 'Request cancelled'));
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

setEarlyAnswers({
  take(url, signal) {
    const kept = early.get(url);
    early.delete(url);
    return kept && Date.now() - kept.sentAt <= earlyAnswerMaxAgeMs ? untilAborted(kept.answer, signal) : undefined;
  },
  drop: () => early.clear(),
});

/** Sends a GET now for the screen about to render, whose `api.get` of the same URL takes its answer. */
export function preloadGet(url: string, params?: QueryParams): void {
  const answer = request('GET', url, { params });
  // The screen may never ask (another branch of the page rendered): a failure then goes unheard.
  answer.catch(() => undefined);
  early.set(buildUrl(url, params), { answer, sentAt: Date.now() });
}
