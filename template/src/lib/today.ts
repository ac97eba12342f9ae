/**
 * The day a screen counts relative dates from ("3 days ago").
 *
 * A page built with its answers (config/paths.ts `answersInPage`) shows dates the backend gave on the
 * build's day, counted from that day. A visitor opens it days later, or in a time zone where the date
 * is another: counted from their today, the same answers would read "9 days ago" where the HTML says
 * "2 days ago", and React would reject the markup. So while React takes that markup over, today is the
 * build's day (as a calendar date, the same in every zone); once the page is live it is the
 * visitor's again, and the screen's fresh answers, dated from the visitor's today, redraw it.
 *
 * Times relative to the minute ("24 minutes ago", a notification's) count from an instant, not a
 * day: the build's instant while React takes the markup over, and until one of those answers has
 * been fetched again, so the data and its times change together (`holdNowUntilAnsweredAgain`).
 * Released at the first paint instead, any redraw before the fresh answer would read "3 days ago".
 */

import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let held: string | null = null;
let heldInstant: number | null = null;

/** `date`'s calendar day in this process's time zone, as YYYY-MM-DD. */
export function calendarDay(date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * A YYYY-MM-DD day (and optional HH:mm) as a local Date. Not `new Date(day)`: that is UTC midnight,
 * the day before west of Greenwich.
 */
export function localDate(day: string, time = '00:00'): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

/** Midnight at the start of today, in local time: the build's day while `holdToday` holds one. */
export function startOfToday(): Date {
  return localDate(held ?? calendarDay());
}

/** Makes `day` (YYYY-MM-DD) today until it is called with null. */
export function holdToday(day: string | null): void {
  held = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The instant relative times count from ("24 minutes ago"): the build's while `holdNow` holds one. */
export function currentTime(): Date {
  return new Date(heldInstant ?? Date.now());
}

/** Makes `at` (milliseconds since the epoch) the current time for relative times, until called with null. */
export function holdNow(at: number | null): void {
  heldInstant = typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/**
 * Holds `at`, the instant a page's answers were given, as the current time for relative times until
 * one of those answers (the queries of `answers`) is fetched again: then its rows and their times
 * redraw together, from the visitor's clock. A failed fetch keeps the hold: the rows stay the build's.
 */
export function holdNowUntilAnsweredAgain(at: number, client: QueryClient, answers: DehydratedState): void {
  holdNow(at);
  const hashes = new Set(answers.queries.map((query) => query.queryHash));
  const stop = client.getQueryCache().subscribe((event) => {
    // A fetched answer, not the app's own edit of the cached one (setQueryData: an optimistic write).
    const { action } = event.type === 'updated' ? event : { action: null };
    if (action?.type !== 'success' || action.manual || !hashes.has(event.query.queryHash)) return;
    holdNow(null);
    stop();
  });
}

const neverChanges = () => () => {};
const visitorsZone = () => undefined;
const buildsZone = () => 'UTC';

/**
 * The time zone a screen shows instants in (`formatDate(at, { ...options, timeZone })`): an instant's
 * calendar day depends on the zone, so a page built with its answers shows them in the build's zone,
 * UTC, and React takes that markup over in UTC too; React then draws them again, at once, in the
 * visitor's zone (undefined: the browser's own). A screen drawn in the browser uses the visitor's
 * from the start.
 */
export function useInstantTimeZone(): string | undefined {
  return useSyncExternalStore(neverChanges, visitorsZone, buildsZone);
}
