/**
 * Answers already on their way when the screen that needs them renders ("render as you fetch").
 *
 * A screen's queries start once it has rendered: after hydration on a page's first load, after the
 * screen's code on a navigation. A route module may also export `preload` (app/router.tsx), which
 * the router calls as soon as the route's guard lets the visitor in. It sends the screen's first GETs
 * (`api.preload`), so they travel, and the demo backend loads the code that answers them, while the
 * screen's code loads and hydrates. When the screen's query then asks for the same URL, `api.get`
 * takes the answer on its way instead of asking again.
 *
 * Nothing enters the query cache early: a page that is hydrating must draw what its HTML holds, so
 * the answers reach the screens only through their own queries. Each early answer serves one GET,
 * as it is (a failure too: the query's retry rules apply), and only for a short while; any write
 * drops them all, so no screen is drawn from an answer older than a change.
 */

/** How long an early answer may wait for the GET it was sent for. */
export const earlyAnswerMaxAgeMs = 15_000;

const early = new Map<string, { answer: Promise<unknown>; sentAt: number }>();

/** Keeps `answer`, the GET of `url` sent early, for the first GET of the same URL. */
export function keepEarlyAnswer(url: string, answer: Promise<unknown>): void {
  // The screen may never ask (another branch of the page rendered): a failure then goes unheard.
  answer.catch(() => undefined);
  early.set(url, { answer, sentAt: Date.now() });
}

/** The early answer for `url`, once; undefined when none was sent or it is too old. */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  const kept = early.get(url);
  early.delete(url);
  return kept && Date.now() - kept.sentAt <= earlyAnswerMaxAgeMs ? kept.answer : undefined;
}

/** Forgets every early answer: after a write, or when a navigation sends its own. */
export function dropEarlyAnswers(): void {
  early.clear();
}
